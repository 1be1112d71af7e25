// The Web Worker protocol (equity.hpp): the same analysis as analyze(), with "equity" asking for
// a plan, one chunk's sums, or the numbers from merged sums.
#include "core/equity/equity.hpp"
#include "core/report/analyze.hpp"
#include "core/report/report.hpp"

namespace tapis {

namespace {

Json failure(const Error& e) {
  Json r = Json::object();
  r.set("ok", false);
  Json errors = Json::array();
  errors.push(error_json(e));
  r.set("errors", std::move(errors));
  return r;
}

// Runs the spec with its "equity" options plus `key: value`, and returns the report's equity.
std::string call(std::string_view spec_text, const char* key, Json value, bool nest) {
  if (spec_text.size() > kMaxSpecBytes)
    return failure(make_error("spec.too_large", "the spec is larger than 1 MiB")).dump();
  auto parsed = Json::parse(spec_text);
  if (!parsed) return failure(parsed.error()).dump();
  Json spec = std::move(parsed).value();
  if (!spec.is_object())
    return failure(make_error("spec.type", "the spec must be a JSON object")).dump();
  Json eq = Json::object();
  if (const Json* old = spec.find("equity"); old && old->is_object())
    for (const auto& [k, v] : old->members())
      if (k != "plan" && k != "chunk" && k != "sums") eq.set(k, v);
  eq.set(key, std::move(value));
  spec.set("equity", std::move(eq));

  const Json report = analyze_json(spec);
  const Json* ok = report.find("ok");
  if (!ok || !ok->as_bool()) {
    Json r = Json::object();
    r.set("ok", false);
    r.set("errors", *report.find("errors"));
    return r.dump();
  }
  const Json* result = report.find("equity");
  if (!result)
    return failure(make_error("equity.unavailable",
                              "the betting is not over yet: equity needs the final pots", "equity"))
        .dump();
  Json r = Json::object();
  r.set("ok", true);
  r.set("errors", Json::array());
  if (nest) {
    r.set("equity", *result);
  } else {
    for (const auto& [k, v] : result->members()) r.set(k, v);
  }
  return r.dump();
}

}  // namespace

std::string equity_plan(std::string_view spec_text) {
  return call(spec_text, "plan", Json(true), false);
}

std::string equity_chunk(std::string_view spec_text, double from, double to) {
  Json range = Json::array();
  range.push(Json(from));
  range.push(Json(to));
  return call(spec_text, "chunk", std::move(range), false);
}

std::string equity_finish(std::string_view spec_text, std::string_view sums_text) {
  auto sums = Json::parse(sums_text);
  if (!sums) {
    Error e = sums.error();
    e.code = "equity.sums";
    e.field = "equity.sums";
    return failure(e).dump();
  }
  return call(spec_text, "sums", std::move(sums).value(), true);
}

}  // namespace tapis
