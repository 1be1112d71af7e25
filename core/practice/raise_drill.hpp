#pragma once
// Issue 32, exercise 3: the minimum raise and the Pot-Limit maximum. The core plays a hand from a
// seed up to a player facing a bet, then asks "what is the least he may raise to?" (No-Limit,
// Pot-Limit) or "pot!: what is the most?" (Pot-Limit). The answer key is the betting engine's
// own legal range (core/betting/), the one hand mode enforces.
#include <cstdint>
#include <optional>
#include <vector>

#include "core/betting/action.hpp"
#include "core/betting/deal_config.hpp"

namespace tapis {

// Levels, easiest first:
//   1: No-Limit, three players, preflop, one raise.
//   2: No-Limit, four players, preflop, a raise and a re-raise.
//   3: No-Limit on the flop: a bet and a raise, or a bet and a short all-in (the minimum after
//      it: WSOP Live Action Rule 176).
//   4: Pot-Limit preflop, limps or a raise: "pot!" (guide 003's formula).
//   5: Pot-Limit on the flop or the turn, four to six players: the most or the least.
enum class RaiseAsk { Min, Max };

struct RaiseDrill {
  std::uint64_t seed = 0;
  int level = 1;
  DealConfig config;            // seats, stacks, blinds, structure
  std::vector<Action> actions;  // played before the question
  int seat = -1;                // who is asked, the player to act
  RaiseAsk ask = RaiseAsk::Min;
  Chips key = 0;                    // the answer: his street total ("raise to")
  bool after_short_all_in = false;  // the last raise was an all-in short of a full raise
};

RaiseDrill raise_drill(std::uint64_t seed, int level);

// The rule the answer applies: guide 003's minimum raise or Pot-Limit formula, or the minimum
// after a short all-in (WSOP Live Action Rule 176).
const char* raise_rule(const RaiseDrill& drill);

}  // namespace tapis
