#pragma once
#include <optional>
#include <vector>

#include "core/prizes/finish_places.hpp"
#include "core/prizes/icm.hpp"

namespace tapis {

// A tournament's prize money (spec "prizes", "otherStacks"; issue 31).
struct PrizeSpec {
  std::vector<Cents> prizes;        // place 1 first
  std::vector<Chips> other_stacks;  // players still in, at other tables
};

// ICM values of a set of stacks on the prizes they still play for, rounded to the cent.
struct IcmPart {
  std::vector<Cents> table;   // by seat
  std::vector<Cents> others;  // by other stack
  bool exact = true;
  std::int64_t samples = 0;
  std::vector<Cents> table_error, others_error;  // Monte Carlo: standard errors, rounded
};

// After the hand: who busted and took which places, and what the survivors' stacks are worth on
// the places left.
struct PrizeAfter {
  std::vector<FinishGroup> finished;       // best first
  std::vector<std::optional<Cents>> paid;  // by seat: a busted player's prize
  IcmPart icm;                             // table: survivors' values (busted seats 0)
};

struct PrizeEquity {
  int remaining = 0;  // players in the tournament as the hand began
  IcmPart before;
  std::optional<PrizeAfter> after;
};

// ICM over the positive stacks of `table` (0: out of the tournament, valued 0) and `others`:
// with m of them, they play for places 1 to m, and the values add up to those places' prizes.
IcmPart icm_part(const std::vector<Chips>& table, const std::vector<Chips>& others,
                 const std::vector<Cents>& prizes);

// `start`: each seat's chips as the hand began (all positive).

PrizeEquity prize_equity_before(const std::vector<Chips>& start, const PrizeSpec& spec);

// `end`: each seat's chips after the hand (0: busted); `busted`: busted_order's groups.
PrizeAfter prize_equity_after(const std::vector<Chips>& end,
                              const std::vector<std::vector<int>>& busted, const PrizeSpec& spec);

}  // namespace tapis
