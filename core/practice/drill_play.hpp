#pragma once
// Issue 32: how a drill plays the hand it asks about. Every action goes through the betting
// engine (DealState::apply), so a drill's hand is one hand mode accepts, and is recorded as the
// spec's actions.
#include <algorithm>
#include <optional>
#include <vector>

#include "core/betting/deal_state.hpp"
#include "core/practice/drill_rng.hpp"

namespace tapis {

class DrillPlay {
 public:
  DrillPlay(DealState& deal, std::vector<Action>& actions) : deal_(deal), actions_(actions) {}
  bool act(ActionType type, std::optional<Chips> to = std::nullopt) {
    Action a;
    a.index = static_cast<int>(actions_.size());
    a.seat = deal_.to_act();
    a.type = type;
    a.to = to;
    if (!deal_.apply(a)) return false;
    actions_.push_back(a);
    return true;
  }
  // Call what is owed, or check.
  bool go_along() { return act(deal_.legal().call > 0 ? ActionType::Call : ActionType::Check); }

 private:
  DealState& deal_;
  std::vector<Action>& actions_;
};

// How the players of a drill's hand play (exercises 2 and 6): a fold now and then when folds are
// on, a push when pushes are, a bet or raise a few units over the least, else they go along.
struct Temper {
  Chips unit = 100;    // bets and raises go up in it
  bool push = false;   // all-ins allowed (from the street the hand blows up on)
  int folds_left = 0;  // folds facing a bet still allowed
  int fold_percent = 18, push_percent = 27, bet_percent = 15;
};

// One player's move among what the engine offered (it refuses none of them).
inline bool act_at_random(DrillPlay& play, const Options& o, DrillRng& rng, Temper& t) {
  std::int64_t r = rng.between(1, 100);
  if (t.folds_left > 0 && o.fold && o.call > 0 && r <= t.fold_percent) {
    --t.folds_left;
    return play.act(ActionType::Fold);
  }
  r -= t.fold_percent;
  // A push that can only call puts in what the call takes (the rest would come straight back).
  const bool push = o.all_in_as && (*o.all_in_as != MoveKind::Call || o.call_all_in);
  if (t.push && push && r > 0 && r <= t.push_percent) return play.act(ActionType::AllIn);
  r -= t.push_percent;
  const std::optional<Range>& range = o.raise ? o.raise : o.bet;
  if (range && r > 0 && r <= t.bet_percent) {
    const Chips to = std::min(range->max, range->min + t.unit * rng.between(0, 4));
    return play.act(o.raise ? ActionType::Raise : ActionType::Bet, to);
  }
  return play.go_along();
}

}  // namespace tapis
