// The page's first module (tapis-quick) leaves the betting engine out (issue 31's first-load
// budget): quick mode never plays a hand action by action, and hand mode, the embed of a hand and
// every other caller load the page's module (tapis), which has it. This file stands in for
// core/report/deal_mode.cpp's analyze_deal there (CMakeLists.txt links it before the core
// library, so the linker never pulls DealState out of the archive).
#include "core/report/deal_mode.hpp"
#include "core/report/report.hpp"

namespace tapis {

Json analyze_deal(const Json&) {
  Json r = failure_report({error("deal.not_in_module", "actions").text("field", "actions")});
  r.set("mode", "actions");
  return r;
}

}  // namespace tapis
