#include "core/phh/phh_entry.hpp"

#include "core/phh/phh_import.hpp"
#include "core/phh/toml.hpp"
#include "core/report/analyze.hpp"
#include "core/report/report.hpp"

namespace tapis {

namespace {

Json source_of(const PhhImport& im) {
  Json s = Json::object();
  s.set("format", "phh");
  s.set("section", im.section ? Json(*im.section) : Json());
  if (!im.hand.is_null()) s.set("hand", im.hand);
  return s;
}

Json hand_report(PhhImport im) {
  const Money money{im.decimals};
  Json r;
  if (im.spec) {
    r = analyze_json(*im.spec);
  } else {
    r = failure_report({}, money);
    r.set("mode", "actions");
    r.set("source", source_of(im));
  }
  // The import's errors come first: they are what the file says wrong; Tapis's follow.
  Json errors = Json::array();
  for (const auto& e : im.errors) errors.push(error_json(e, money));
  bool stopped = false;
  if (const Json* theirs = r.find("errors"))
    for (const auto& e : theirs->items()) {
      Json copy = e;
      if (const Json* a = e.find("action"); a && a->is_integer()) {
        const auto i = static_cast<std::size_t>(a->as_integer());
        if (i < im.phh_action.size() && im.phh_action[i] >= 0)
          copy.set("phhAction", im.phh_action[i]);
      }
      errors.push(std::move(copy));
    }
  for (const auto& e : im.errors)
    if (e.field.rfind("phh.actions[", 0) == 0) stopped = true;
  if (stopped) {
    Json missing = Json::array();
    bool has = false;
    if (const Json* m = r.find("missing"))
      for (const auto& x : m->items()) {
        has = has || (x.is_string() && x.as_string() == "actions");
        missing.push(x);
      }
    if (!has) missing.push("actions");
    r.set("missing", std::move(missing));
  }
  r.set("ok", errors.size() == 0);
  r.set("errors", std::move(errors));
  r.set("spec", im.spec ? std::move(*im.spec) : Json());
  Json notes = Json::array();
  for (const auto& n : im.notes) notes.push(ruling_json(n, money));
  Json indices = Json::array();
  for (int i : im.phh_action) indices.push(i >= 0 ? Json(i) : Json());  // null: a filled turn
  Json imp = Json::object();
  imp.set("notes", std::move(notes));
  imp.set("actions", std::move(indices));
  r.set("import", std::move(imp));
  return r;
}

}  // namespace

Json from_phh_json(std::string_view text) {
  Json out = Json::array();
  if (text.size() > kMaxPhhBytes) {
    Json r = failure_report(
        {error("phh.too_large").number("max", static_cast<std::int64_t>(kMaxPhhBytes))});
    // The same shape as any hand that could not be read (the API's types promise it): no section,
    // no spec, nothing imported.
    r.set("mode", "actions");
    Json source = Json::object();
    source.set("format", "phh");
    source.set("section", Json());
    r.set("source", std::move(source));
    r.set("spec", Json());
    Json imp = Json::object();
    imp.set("notes", Json::array());
    imp.set("actions", Json::array());
    r.set("import", std::move(imp));
    out.push(std::move(r));
    return out;
  }
  for (const auto& table : read_toml(text)) out.push(hand_report(import_phh_table(table)));
  return out;
}

std::string from_phh(std::string_view text) {
  // Written hand by hand, one a line (a .phhs of thousands of hands never builds one big tree).
  if (text.size() > kMaxPhhBytes) return from_phh_json(text).dump();
  std::string out = "[";
  bool first = true;
  for (const auto& table : read_toml(text)) {
    out += first ? "\n" : ",\n";
    out += hand_report(import_phh_table(table)).dump();
    first = false;
  }
  return out + (first ? "]" : "\n]");
}

}  // namespace tapis
