#include "core/phh/omitted_turns.hpp"

namespace tapis {

std::optional<std::vector<Action>> omitted_turns(const DealState& deal, int seat, int first_index) {
  std::vector<Action> fills;
  if (deal.over() || deal.street() == Street::Showdown) return std::nullopt;
  if (seat < 0 || seat >= deal.config().seat_count()) return std::nullopt;
  if (deal.to_act() == seat) return fills;
  if (!needs_action(deal.table(), seat)) return std::nullopt;
  // Played on a copy: the deal is left as it was unless the turn comes to `seat` this round.
  DealState trial = deal;
  while (trial.to_act() != seat) {
    // Every fill is a different player's turn: more than a lap is a round that never comes back.
    if (trial.over() || trial.street() != deal.street() || trial.to_act() < 0 ||
        static_cast<int>(fills.size()) >= deal.config().seat_count())
      return std::nullopt;
    Action a;
    a.index = first_index + static_cast<int>(fills.size());
    a.seat = trial.to_act();
    a.type = trial.legal().check ? ActionType::Check : ActionType::Fold;
    if (!trial.apply(a).ok()) return std::nullopt;
    fills.push_back(a);
  }
  if (trial.over() || trial.street() != deal.street()) return std::nullopt;
  return fills;
}

}  // namespace tapis
