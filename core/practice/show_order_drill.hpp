#pragma once
// Issue 32, exercise 6: who must show first? The core plays a hand to its showdown through the
// betting engine and asks who shows first, or whether every hand is turned up at once. The key is
// core/showdown/'s order (guide 000): a tournament all-in, every hand face up (TDA 2024 Rule 16);
// no-limit cash with the betting over before the river, the all-in player first (WSOP Live Action
// Rule 149); else the river's last aggressor, or the first player left of the button (TDA 2024
// Rule 17); side-pot players before a player all-in for the main pot only (Rule 149).
#include <cstdint>
#include <vector>

#include "core/betting/action.hpp"
#include "core/betting/deal_config.hpp"
#include "core/showdown/show_order.hpp"

namespace tapis {

// Levels, easiest first:
//   1: No-Limit cash, three players, nobody all-in: a bet on the river, or checks.
//   2: four or five players, folds; a bet or a raise on the river, or checks.
//   3: cash with all-ins, No-Limit or Limit: the all-in before the river, or on it.
//   4: tournaments: an all-in (every hand face up) or none.
//   5: any of these with four to six players, side pots first.
struct ShowOrderDrill {
  std::uint64_t seed = 0;
  int level = 1;
  DealConfig config;
  std::vector<Action> actions;  // the whole hand, to its showdown
  std::vector<int> in;          // the players at the showdown, by seat
  ShowOrder order;              // the key: order.face_up, or order.seats[0] shows first
};

// The same seed and level always give the same hand; a level outside 1-5 is taken as the nearest.
// Empty actions when no hand was found (none known).
ShowOrderDrill show_order_drill(std::uint64_t seed, int level);

}  // namespace tapis
