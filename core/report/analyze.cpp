#include "core/report/analyze.hpp"

#include "core/report/quick_mode.hpp"
#include "core/report/report.hpp"

namespace tapis {

Json analyze_json(const Json& spec) {
  if (!spec.is_object())
    return error_report(make_error("spec.type", "the spec must be a JSON object"));
  // Actions mode (core/report/deal_mode.hpp): a deal played action by action.
  Json analyze_deal(const Json&);
  if (spec.find("actions")) return analyze_deal(spec);
  return analyze_quick(spec);
}

std::string analyze(std::string_view spec_text) {
  if (spec_text.size() > kMaxSpecBytes)
    return error_report(make_error("spec.too_large", "the spec is larger than 1 MiB")).dump();
  auto spec = Json::parse(spec_text);
  if (!spec) return error_report(spec.error()).dump();
  return analyze_json(spec.value()).dump();
}

}  // namespace tapis
