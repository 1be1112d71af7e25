#pragma once
// Helpers for the betting-engine tests: compact specs, report paths, a DealState to poke at.
#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "core/betting/deal_state.hpp"
#include "core/json/json.hpp"
#include "core/report/analyze.hpp"
#include "core/report/report.hpp"
#include "core/spec/deal_spec.hpp"

namespace bet_test {

using tapis::Json;

// "A:100 B:16 C:100" -> [{"name":"A","stack":100}, ...]
inline std::string players(const std::string& list) {
  std::istringstream in(list);
  std::string item, out;
  while (in >> item) {
    auto colon = item.find(':');
    out += (out.empty() ? "" : ",") + std::string("{\"name\":\"") + item.substr(0, colon) +
           "\",\"stack\":" + item.substr(colon + 1) + "}";
  }
  return "[" + out + "]";
}

// "C raise 7, D call, B chips 16, B chip 25" -> the actions array. bet/raise take "to", chips
// takes "amount", chip is a single chip (oneChip); "~C call": C speaks out of turn.
inline std::string actions(const std::string& list) {
  std::string out;
  std::istringstream in(list);
  std::string one;
  while (std::getline(in, one, ',')) {
    std::istringstream words(one);
    std::string who, type, number;
    if (!(words >> who >> type)) continue;
    words >> number;
    const bool oot = who[0] == '~';
    if (oot) who = who.substr(1);
    std::string a = "{\"player\":\"" + who + "\",\"type\":\"" +
                    (type == "chip" ? std::string("chips") : type) + "\"";
    if (!number.empty())
      a += (type == "chips" || type == "chip" ? ",\"amount\":" : ",\"to\":") + number;
    if (type == "chip") a += ",\"oneChip\":true";
    if (oot) a += ",\"outOfTurn\":true";
    out += (out.empty() ? "" : ",") + a + "}";
  }
  return "[" + out + "]";
}

inline std::string spec(const std::string& settings, const std::string& seats,
                        const std::string& acts) {
  return "{" + settings + (settings.empty() ? "" : ",") + "\"players\":" + players(seats) +
         ",\"actions\":" + actions(acts) + "}";
}

// The report, through the same entry point as the CLI and the WASM module.
inline Json play(const std::string& settings, const std::string& seats, const std::string& acts) {
  auto r = Json::parse(tapis::analyze(spec(settings, seats, acts)));
  REQUIRE(r.ok());
  return r.value();
}

// at(r, "legal.raise.min"), at(r, "players.2.stack"), at(r, "log.-1.type") (negative: from the
// end). A missing step gives null.
inline const Json& at(const Json& j, const std::string& path) {
  static const Json null;
  const Json* cur = &j;
  std::istringstream in(path);
  std::string key;
  while (std::getline(in, key, '.')) {
    if (cur->is_array()) {
      long i = std::stol(key);
      long n = static_cast<long>(cur->items().size());
      if (i < 0) i += n;
      if (i < 0 || i >= n) return null;
      cur = &cur->items()[static_cast<std::size_t>(i)];
    } else {
      cur = cur->find(key);
      if (!cur) return null;
    }
  }
  return *cur;
}
inline std::int64_t num(const Json& j, const std::string& path) {
  const Json& v = at(j, path);
  REQUIRE_MESSAGE(v.is_integer(), "not a number: " << path);
  return v.as_integer();
}
inline std::string str(const Json& j, const std::string& path) {
  const Json& v = at(j, path);
  REQUIRE_MESSAGE(v.is_string(), "not a string: " << path);
  return v.as_string();
}
// A true or false at `path` (a missing one fails, where as_bool() would say false).
inline bool flag(const Json& j, const std::string& path) {
  const Json& v = at(j, path);
  REQUIRE_MESSAGE(v.is_bool(), "not a boolean: " << path);
  return v.as_bool();
}
// The names of a list at `path`, joined by commas ("A,C").
inline std::string names_of(const Json& j, const std::string& path) {
  std::string out;
  for (const auto& v : at(j, path).items()) out += (out.empty() ? "" : ",") + v.as_string();
  return out;
}
inline bool is_null(const Json& j, const std::string& path) {
  return at(j, path).is_null();
}

inline std::string error_code(const Json& r) {
  return str(r, "errors.0.code");
}
inline std::int64_t error_action(const Json& r) {
  return num(r, "errors.0.action");
}

// The rulings with this code, in order.
inline std::vector<Json> rulings(const Json& r, const std::string& code) {
  std::vector<Json> out;
  for (const auto& ru : at(r, "rulings").items())
    if (ru.find("code")->as_string() == code) out.push_back(ru);
  return out;
}
inline bool has_ruling(const Json& r, const std::string& code) {
  return !rulings(r, code).empty();
}
// A value of the last ruling with this code ("pushed", "to", ...), as JSON.
inline Json ruling_param(const Json& r, const std::string& code, const std::string& name) {
  auto all = rulings(r, code);
  REQUIRE_MESSAGE(!all.empty(), "no ruling " << code);
  const Json* p = all.back().find("params")->find(name);
  REQUIRE_MESSAGE(p != nullptr, "ruling " << code << " has no " << name);
  return *p;
}
inline std::int64_t ruling_num(const Json& r, const std::string& code, const std::string& name) {
  return ruling_param(r, code, name).as_integer();
}
// A list value of that ruling, joined by commas ("A,C").
inline std::string ruling_names(const Json& r, const std::string& code, const std::string& name) {
  std::string out;
  // Held by name: a range-for over a temporary's member would read the list after its end.
  const Json list = ruling_param(r, code, name);
  for (const auto& v : list.items()) out += (out.empty() ? "" : ",") + v.as_string();
  return out;
}
inline std::string ruling_rule(const Json& r, const std::string& code) {
  auto all = rulings(r, code);
  REQUIRE_MESSAGE(!all.empty(), "no ruling " << code);
  return all.front().find("rule")->as_string();
}
inline bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// A DealState after `acts`, all of which must be accepted.
inline tapis::DealState state(const std::string& settings, const std::string& seats,
                              const std::string& acts) {
  auto parsed = Json::parse(spec(settings, seats, acts));
  REQUIRE(parsed.ok());
  tapis::Problems problems;
  tapis::Reader reader(problems, tapis::Money{});
  auto config = tapis::read_deal_config(reader, parsed.value());
  REQUIRE(config.has_value());
  REQUIRE(problems.empty());
  tapis::DealState h = tapis::DealState::start(*config);
  const Json& list = *parsed.value().find("actions");
  for (std::size_t i = 0; i < list.items().size(); ++i) {
    auto a = tapis::read_action(list.items()[i], static_cast<int>(i), h.config().names, {});
    REQUIRE(a.ok());
    auto applied = h.apply(a.value());
    REQUIRE_MESSAGE(applied.ok(), tapis::error_json(applied.error(), tapis::Money{}).dump());
  }
  return h;
}

// One action for `h`, e.g. action(h, "A raise 12"), with the index it would have.
inline tapis::Action action(const tapis::DealState& h, const std::string& text, int index = 0) {
  auto parsed = Json::parse(actions(text));
  REQUIRE(parsed.ok());
  auto a = tapis::read_action(parsed.value().items().at(0), index, h.config().names, {});
  REQUIRE(a.ok());
  return a.value();
}

// Applies an illegal action: it must fail with `code` and leave the hand exactly as it was.
inline void rejects(tapis::DealState& h, const std::string& text, const std::string& code) {
  const tapis::Table before = h.table();
  const std::size_t log = h.log().size(), rulings = h.rulings().size();
  auto a = action(h, text, 7);
  auto r = h.apply(a);
  REQUIRE_MESSAGE(!r.ok(), "accepted: " << text);
  CHECK_MESSAGE(r.error().code == code, text
                                            << ": " << r.error().code << " "
                                            << tapis::error_json(r.error(), tapis::Money{}).dump());
  CHECK(r.error().action == 7);
  CHECK(h.table() == before);
  CHECK(h.log().size() == log);
  CHECK(h.rulings().size() == rulings);
}

}  // namespace bet_test
