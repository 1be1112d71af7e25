#pragma once
// Issue 32, exercise 4: does it reopen? On the flop a player bets, one or two players go all-in,
// perhaps for less than a full raise, the others call; then the core asks what a player may do
// now: fold, call, raise. The answer key is the betting engine's own options (TDA 2024 Rule 47:
// a short all-in does not reopen the betting for who already acted, unless several add up to a
// full raise; Rule 47-B in Limit: half a bet or more counts as a full raise).
#include <cstdint>
#include <vector>

#include "core/betting/action.hpp"
#include "core/betting/deal_config.hpp"

namespace tapis {

// Levels, easiest first:
//   1: No-Limit, three players: a bet, a short all-in, a call; the bettor is asked (never
//   reopened). 2: the same, the all-in short or a full raise. 3: four players, two all-ins that add
//   up to a full raise or not; the bettor is asked. 4: Limit: the all-in is less than half a bet,
//   or half a bet or more (Rule 47-B). 5: any of these with four to six players, on the flop or the
//   turn; sometimes the player asked
//      has not acted yet (who may always raise).
struct ReopenDrill {
  std::uint64_t seed = 0;
  int level = 1;
  DealConfig config;
  std::vector<Action> actions;                     // played before the question
  int seat = -1;                                   // who is asked, the player to act
  bool fold = false, call = false, raise = false;  // the key: what he may do
};

ReopenDrill reopen_drill(std::uint64_t seed, int level);

// TDA 2024 Rule 47, or 47-B in Limit.
const char* reopen_rule(const ReopenDrill& drill);

}  // namespace tapis
