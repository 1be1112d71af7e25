#pragma once
#include <optional>
#include <vector>

#include "core/json/json.hpp"
#include "core/report/prize_expected.hpp"
#include "core/report/prize_rows.hpp"
#include "core/report/report.hpp"
#include "core/report/showdown_report.hpp"

namespace tapis {

// Issue 31: "prizeEquity" (a spec with prizes): what each stack is worth in prize money as the
// hand began and, once its result is decided (`busted`: busted_order's groups, `end`: each seat's
// chips after the hand), after it. Prizes with errors, or a stack unknown, go into `missing`.
// Returns the section, for the equity's "expected" (write_showdown); `later`: only its place is
// written (null), the caller writes it once the equity is done (write_prize_expected).
// The page's module has a stand-in (core/page/prizes_not_in_module.cpp): there the section is the
// whole core's to write.
std::optional<PrizeEquityPart> write_prize_equity(Json& report, const ShowdownInput& in,
                                                  const std::vector<Chips>& end,
                                                  const std::vector<std::vector<int>>* busted,
                                                  Missing& missing, bool later = false);

// With equity: the section written with the prize money averaged over the deals (`expected`,
// from write_equity), or the ruling that says why there is none (the board run more than once).
// `failed`: the equity has an error, the section is written without either.
void write_prize_expected(Json& report, const ShowdownInput& in, PrizeEquityPart& part,
                          const std::optional<PrizeExpected>& expected, bool failed);

}  // namespace tapis
