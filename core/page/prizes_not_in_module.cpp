// The page's WASM module leaves the prize money section out (issue 31: "the page's first-load size
// stays within its budget; ICM may live in the equity module"), as it leaves the equity engine:
// ICM, the finishing places and the section's rows are the whole core's (core/prizes/,
// core/report/prize_rows.cpp), and the page asks the whole core, in its equity worker, for the
// section (web/report/prize-slot.js). This file stands in for core/report/prize_report.cpp there
// (CMakeLists.txt links it before the core library, so none of those objects is pulled in);
// native builds, the CLI and the whole core's module write the section.
// The prize spec is still read in this module: its errors come at their fields at once.
#include "core/report/prize_input.hpp"
#include "core/report/prize_report.hpp"

namespace tapis {

std::optional<PrizeEquityPart> write_prize_equity(Json& report, const ShowdownInput& in,
                                                  const std::vector<Chips>&,
                                                  const std::vector<std::vector<int>>*,
                                                  Missing& missing, bool) {
  // The same checks first: prizes with errors, or a stack unknown, are missing alike here.
  if (!prize_start(in, missing)) return std::nullopt;
  // Valid prizes: the section is missing from this report, and says why without an error, so the
  // report stays ok (lib/api/tapis.d.ts, "notInModule").
  missing.add("prizeEquity");
  Json elsewhere = Json::array();
  elsewhere.push("prizeEquity");
  report.set("notInModule", std::move(elsewhere));
  return std::nullopt;
}

// Never reached: write_prize_equity above returns no section to complete.
void write_prize_expected(Json&, const ShowdownInput&, PrizeEquityPart&,
                          const std::optional<PrizeExpected>&, bool) {}

}  // namespace tapis
