#pragma once
#include <cstdint>
#include <vector>

#include "core/equity/equity_problem.hpp"
#include "core/prizes/prize_equity.hpp"
#include "core/report/pot_chips.hpp"

namespace tapis {

struct ShowdownInput;

// Issue 31, "expected": each seat's prize money after the hand (his prize if he busts, else his
// stack's ICM value on the places left), averaged over the deals of the unknown cards.
struct PrizeExpected {
  std::vector<Cents> table;   // by seat, rounded so that they add up with `others` to the prizes
  std::vector<Cents> others;  // by other table's stack
  bool exact = true;          // every deal counted and every ICM value exact
  bool sampled = false;       // the deals were drawn (Monte Carlo)
  std::int64_t deals = 0;     // the deals' weight: counted (exact) or drawn (Monte Carlo)
  std::int64_t outcomes = 0;  // distinct results valued (who wins which pot)
  std::vector<Cents> table_error, others_error;  // Monte Carlo: standard errors, rounded up
};

// From the tally's joint outcomes (Problem::joint): each is turned into the chips after the hand
// by the same award rules as a showdown, then valued once. `start`: every seat's stack as the
// hand began (all known); `sampled`: the deals were drawn.
PrizeExpected prize_expected(const ShowdownInput& in, const std::vector<Chips>& start,
                             const equity_detail::Problem& p, const equity_detail::Tally& t,
                             bool sampled, PotChips& splits);

}  // namespace tapis
