// The page's WASM module leaves the practice drills out (issue 32), as it leaves the equity
// engine: the pot and showdown pages never ask for them, and its first load stays small. This
// file stands in for core/report/practice_report.cpp's analyze_practice there (CMakeLists.txt
// links it before the core library); native builds, the CLI and the whole core's module have the
// drills.
#include "core/report/practice_report.hpp"
#include "core/report/report.hpp"

namespace tapis {

Json analyze_practice(const Json&) {
  return failure_report({error("practice.not_in_module", "practice").text("field", "practice")});
}

}  // namespace tapis
