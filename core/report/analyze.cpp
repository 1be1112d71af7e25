#include "core/report/analyze.hpp"

#include "core/report/deal_mode.hpp"
#include "core/report/practice_report.hpp"
#include "core/report/quick_mode.hpp"
#include "core/report/report.hpp"
#include "core/spec/reader.hpp"

namespace tapis {

Json analyze_json(const Json& spec) {
  if (!spec.is_object())
    return failure_report(
        {error("spec.type").text("expected", "spec").text("got", std::string(json_type_id(spec)))});
  if (const Json* practice = spec.find("practice"); practice && !practice->is_null())
    return analyze_practice(spec);  // issue 32
  if (spec.find("actions")) return analyze_deal(spec);
  return analyze_quick(spec);
}

std::string analyze(std::string_view spec_text) {
  if (spec_text.size() > kMaxSpecBytes)
    return failure_report(
               {error("spec.too_large").number("max", static_cast<std::int64_t>(kMaxSpecBytes))})
        .dump();
  auto spec = Json::parse(spec_text);
  if (!spec) return failure_report({spec.error()}).dump();
  return analyze_json(spec.value()).dump();
}

}  // namespace tapis
