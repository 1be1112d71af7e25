// The page's WASM module leaves the equity engine out: it is the largest part of the core, and
// the page computes equity in a Web Worker that loads the module with it (lib/api/tapis-equity.js).
// There this file stands in for core/report/equity_report.cpp's write_equity (CMakeLists.txt links
// it before the core library, so the engine's objects are never pulled in). Native builds, the CLI
// and the worker's module have the engine and never link this file.
#include "core/report/equity_input.hpp"
#include "core/report/equity_report.hpp"

namespace tapis {

std::optional<Error> write_equity(Json&, const ShowdownInput& in, const EquityRequest& request,
                                  std::optional<PrizeExpected>*) {
  // The same checks as the engine first, so a spec gets the same errors from either module.
  auto problem = equity_problem(in, request);
  if (!problem) return problem.error();
  return error("equity.not_in_module", "equity").text("field", "equity");
}

}  // namespace tapis
