#pragma once
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "core/base/money.hpp"
#include "core/base/ruling.hpp"
#include "core/json/json.hpp"
#include "core/prizes/prize_equity.hpp"
#include "core/report/pot_rows.hpp"
#include "core/report/prize_expected.hpp"

namespace tapis {

// ICM values of report prizeEquity.before and .after.
struct IcmRow {
  NamedAmounts values;        // the table's players still in
  std::vector<Cents> others;  // "otherStacks", in their order
  bool exact = true;
  std::int64_t samples = 0;  // Monte Carlo only
  NamedAmounts std_error;    // Monte Carlo only
  std::vector<Cents> others_error;
};

// A busted player's finishing place: one place, or the range tied players share.
struct FinishRow {
  std::string player;
  int from = 0, to = 0;
  Cents paid = 0;
};

struct PrizeAfterRow {
  std::vector<FinishRow> finish;     // best place first
  IcmRow icm;                        // the survivors and otherStacks on the places left
  NamedAmounts change;               // every seat: (prize or value after) - value before
  std::vector<Cents> others_change;  // every other stack: value after - value before
};

// Prize money averaged over the unknown cards (spec "equity"), and its change from before.
struct PrizeExpectedRow {
  NamedAmounts values;  // every seat: his prize or his stack's value after the hand, averaged
  std::vector<Cents> others;
  NamedAmounts delta;  // values - before
  std::vector<Cents> others_delta;
  bool exact = true;
  std::int64_t deals = 0;
  NamedAmounts std_error;  // Monte Carlo only
  std::vector<Cents> others_error;
};

// Report "prizeEquity" (issue 31).
struct PrizeEquityPart {
  std::vector<Cents> prizes;
  int remaining = 0;
  NamedAmounts stacks;  // chips as the hand began, in the spec's money unit
  IcmRow before;
  std::optional<PrizeAfterRow> after;
  std::optional<PrizeExpectedRow> expected;
  std::vector<Ruling> rulings;
};

// `after` when the hand's result is decided; `ante_compared`: the finishing order compared stacks
// after a big-blind ante (guide 002).
PrizeEquityPart prize_equity_part(const std::vector<std::string>& names,
                                  const std::vector<Chips>& start, const PrizeSpec& spec,
                                  const PrizeEquity& equity, const std::optional<PrizeAfter>& after,
                                  bool ante_compared);
// Adds "expected" and its ruling; `runs` above 1: not computed, a ruling says why.
void add_prize_expected(PrizeEquityPart& part, const std::vector<std::string>& names,
                        const PrizeExpected& expected);
void add_prize_expected_runs(PrizeEquityPart& part, int runs);

// Prize money in cents; `money`: the chips' unit, for `stacks`.
Json to_json(const PrizeEquityPart& part, const Money& money);

}  // namespace tapis
