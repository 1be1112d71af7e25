#pragma once
// Issue 32: how a drill plays the hand it asks about. Every action goes through the betting
// engine (DealState::apply), so a drill's hand is one hand mode accepts, and is recorded as the
// spec's actions.
#include <optional>
#include <vector>

#include "core/betting/deal_state.hpp"

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

}  // namespace tapis
