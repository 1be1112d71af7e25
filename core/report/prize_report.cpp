#include "core/report/prize_report.hpp"

#include "core/report/prize_input.hpp"

namespace tapis {

std::optional<PrizeEquityPart> write_prize_equity(Json& report, const ShowdownInput& in,
                                                  const std::vector<Chips>& end,
                                                  const std::vector<std::vector<int>>* busted,
                                                  Missing& missing, bool later) {
  const auto start = prize_start(in, missing);
  if (!start) return std::nullopt;
  const PrizeEquity equity = prize_equity_before(*start, *in.prizes);
  std::optional<PrizeAfter> after;
  if (busted) after = prize_equity_after(end, *busted, *in.prizes);
  // Guide 002: with a big-blind ante the finishing order compares stacks once it is posted.
  bool ante = false;
  for (Chips d : in.dead_posted) ante = ante || (in.big_blind_ante && d > 0);
  PrizeEquityPart part = prize_equity_part(in.names, *start, *in.prizes, equity, after, ante);
  report.set("prizeEquity", later ? Json() : to_json(part, in.money));
  return part;
}

void write_prize_expected(Json& report, const ShowdownInput& in, PrizeEquityPart& part,
                          const std::optional<PrizeExpected>& expected, bool failed) {
  // As the equity counts them: the runs agreed, or the spec's "runs" (equity_input.cpp).
  const int runs = in.cards.boards.size() > 1 ? static_cast<int>(in.cards.boards.size())
                                              : in.equity->options.runs;
  if (expected)
    add_prize_expected(part, in.names, *expected);
  else if (!failed && runs > 1)
    add_prize_expected_runs(part, runs);
  report.set("prizeEquity", to_json(part, in.money));
}

}  // namespace tapis
