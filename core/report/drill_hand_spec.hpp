#pragma once
#include <vector>

#include "core/betting/action.hpp"
#include "core/betting/deal_config.hpp"
#include "core/json/json.hpp"

namespace tapis {

// Issue 32: a drill's hand as a spec played action by action (format, button, structure, blinds,
// antes, stacks, actions): what the player reads, what a link carries, what the hand's report is
// made from. The button is said when it is not the last seat; Limit bets are the reader's defaults
// (one and two big blinds).
Json drill_hand_spec(const DealConfig& config, const std::vector<Action>& actions);

}  // namespace tapis
