// The Web Worker protocol (equity_worker.hpp): the same analysis as analyze(), with "equity" asking
// for a plan, one chunk's sums, or the numbers from merged sums.
#include "core/report/equity_worker.hpp"

#include "core/report/analyze.hpp"
#include "core/report/report.hpp"
#include "core/spec/reader.hpp"

namespace tapis {

namespace {

Json failure(const Error& e) {
  Json r = Json::object();
  r.set("ok", false);
  Json errors = Json::array();
  errors.push(error_json(e, Money{}));
  r.set("errors", std::move(errors));
  return r;
}

// Runs the spec with its "equity" options plus `key: value`, and returns the report's equity.
std::string call(std::string_view spec_text, const char* key, Json value, bool nest) {
  if (spec_text.size() > kMaxSpecBytes)
    return failure(error("spec.too_large").number("max", static_cast<std::int64_t>(kMaxSpecBytes)))
        .dump();
  auto parsed = Json::parse(spec_text);
  if (!parsed) return failure(parsed.error()).dump();
  Json spec = std::move(parsed).value();
  if (!spec.is_object())
    return failure(error("spec.type")
                       .text("expected", "spec")
                       .text("got", std::string(json_type_id(spec))))
        .dump();
  Json eq = Json::object();
  if (const Json* old = spec.find("equity"); old && old->is_object())
    for (const auto& [k, v] : old->members())
      if (k != "plan" && k != "chunk" && k != "sums" && k != "step") eq.set(k, v);
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
  if (!result) return failure(error("equity.unavailable", "equity").text("field", "equity")).dump();
  Json r = Json::object();
  r.set("ok", true);
  r.set("errors", Json::array());
  if (nest) {
    r.set("equity", *result);
  } else {
    for (const auto& [k, v] : result->members()) r.set(k, v);
  }
  // Issue 31: once every deal is in, the prize money averaged over them ("expected").
  if (const Json* prizes = report.find("prizeEquity");
      prizes && (nest || key == std::string("step")))
    r.set("prizeEquity", *prizes);
  return r.dump();
}

// The worker's sums as text: unreadable JSON is said as equity.sums.
Result<Json> parse_sums(std::string_view text) {
  auto sums = Json::parse(text);
  if (sums) return sums;
  Error e = sums.error();
  e.code = "equity.sums";
  e.field = "equity.sums";
  return e;
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
  auto sums = parse_sums(sums_text);
  if (!sums) return failure(sums.error()).dump();
  return call(spec_text, "sums", std::move(sums).value(), true);
}

std::string equity_step(std::string_view spec_text, std::string_view sums_text) {
  auto sums = parse_sums(sums_text);
  if (!sums) return failure(sums.error()).dump();
  Json value = std::move(sums).value();
  if (!value.is_null() && !value.is_object())
    return failure(error("equity.sums", "equity.sums")
                       .text("field", "equity.sums")
                       .text("problem", "sums.object"))
        .dump();
  return call(spec_text, "step", value.is_null() ? Json(true) : std::move(value), false);
}

}  // namespace tapis
