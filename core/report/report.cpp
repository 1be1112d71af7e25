#include "core/report/report.hpp"

#include <algorithm>

#include "core/report/pot_rows.hpp"

namespace tapis {

namespace {

template <class S>
Json message_fields(const Said<S>& m, const Money& money) {
  Json j = Json::object();
  j.set("code", m.code);
  j.set("rule", m.rule.empty() ? Json() : Json(m.rule));
  Json params = Json::object();
  for (const auto& p : m.params) {
    switch (p.kind) {
      case Param::Kind::Chips:
        params.set(p.name, amount_json(p.number, money));
        break;
      case Param::Kind::Number:
        params.set(p.name, p.number);
        break;
      case Param::Kind::Text:
        params.set(p.name, p.text);
        break;
      case Param::Kind::List: {
        Json list = Json::array();
        for (const auto& v : p.list) list.push(v);
        params.set(p.name, std::move(list));
        break;
      }
    }
  }
  j.set("params", std::move(params));
  return j;
}

}  // namespace

Json amount_json(Chips units, const Money& money) {
  if (money.decimals == 0) return Json(units);
  return Json::decimal(units, money.decimals);
}

Json error_json(const Error& e, const Money& money) {
  Json j = message_fields(e, money);
  if (!e.field.empty()) j.set("field", e.field);
  if (e.action >= 0) j.set("action", e.action);
  return j;
}

Json ruling_json(const Ruling& r, const Money& money) {
  Json j = message_fields(r, money);
  j.set("action", r.action >= 0 ? Json(r.action) : Json());
  return j;
}

Json errors_json(const std::vector<Error>& errors, const Money& money) {
  Json a = Json::array();
  for (const auto& e : errors) a.push(error_json(e, money));
  return a;
}

std::string pot_name(std::size_t index) {
  return index == 0 ? std::string("main") : "side " + std::to_string(index);
}

void Missing::add(const std::string& part) {
  if (std::find(parts.begin(), parts.end(), part) == parts.end()) parts.push_back(part);
}

Json Missing::json() const {
  Json a = Json::array();
  for (const auto& p : parts) a.push(p);
  return a;
}

Json failure_report(const std::vector<Error>& errors, const Money& money) {
  Json r = Json::object();
  r.set("ok", false);
  r.set("errors", errors_json(errors, money));
  Missing missing;
  for (const char* part : {"pots", "awards", "showdown", "equity"}) missing.add(part);
  r.set("missing", missing.json());
  r.set("pots", Json::array());
  r.set("returned", Json::object());
  r.set("awards", Json::array());
  r.set("payouts", Json::object());
  return r;
}

void write_pots(Json& report, const std::vector<std::string>& names, const PotSplit& split,
                const std::vector<Calculation>& calculations, const Money& money) {
  write_pots_part(report, pots_part(names, split, calculations), money);
}

}  // namespace tapis
