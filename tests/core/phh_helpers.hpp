#pragma once
// Helpers for the hand history (PHH) tests: a hand's text, its report, paths into it.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/phh/phh_entry.hpp"
#include "core/phh/phh_export.hpp"
#include "tests/core/betting_helpers.hpp"

namespace phh_test {

using bet_test::at;
using tapis::Json;

// A No-Limit hold'em hand: `fields` are TOML lines before the actions (antes, blinds...).
inline std::string nt(const std::string& fields, const std::string& actions) {
  return "variant = 'NT'\n" + fields + "\nactions = [" + actions + "]\n";
}

// Three players, blinds 1/2, stacks 100 each.
inline std::string three(const std::string& actions, const std::string& more = "") {
  return nt(
      "antes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n"
      "starting_stacks = [100, 100, 100]\n" +
          more,
      actions);
}

// "~" stands for "?" in the tests' texts: "??" followed by some characters is a C++ trigraph.
inline Json hands(std::string text) {
  for (auto& c : text)
    if (c == '~') c = '?';
  return tapis::from_phh_json(text);
}
// The one hand of a text.
inline Json hand(const std::string& text) {  // "~~~~": "????"
  Json all = hands(text);
  REQUIRE(all.size() == 1);
  return all.items()[0];
}

// A value's JSON text: "0.5", "\"raise\"", "null".
inline std::string text(const Json& j, const std::string& path) {
  return at(j, path).dump();
}
inline std::vector<std::string> codes(const Json& r) {
  std::vector<std::string> out;
  for (const auto& e : at(r, "errors").items()) out.push_back(e.find("code")->as_string());
  return out;
}
inline std::string code(const Json& r) {
  const auto c = codes(r);
  REQUIRE_MESSAGE(!c.empty(), "no error in " << r.dump().substr(0, 300));
  return c[0];
}
// "fold,call,raise:7" for the spec's actions.
inline std::string moves(const Json& r) {
  std::string out;
  for (const auto& a : at(r, "spec.actions").items()) {
    out += (out.empty() ? "" : ",") + a.find("type")->as_string();
    if (const Json* to = a.find("to")) out += ":" + to->dump();
  }
  return out;
}

// The spec of a hand as PHH text, and that text read back (one hand).
inline std::string export_text(const Json& spec) {
  Json out = tapis::spec_to_phh(spec);
  REQUIRE_MESSAGE(out.find("ok")->as_bool(), out.dump());
  return out.find("phh")->as_string();
}

inline std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE_MESSAGE(in.good(), "cannot read " << path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// The report without what depends on where the text came from (its table's name, the PHH
// indices of the actions), for comparing a hand with its round trip.
inline Json comparable(const Json& report) {
  Json out = Json::object();
  for (const auto& [k, v] : report.members()) {
    if (k == "import") continue;
    if (k == "source" || k == "spec") {
      Json copy = Json::object();
      for (const auto& [k2, v2] : v.members()) {
        if (k2 == "section") continue;
        if (k2 == "source") {
          Json src = Json::object();
          for (const auto& [k3, v3] : v2.members())
            if (k3 != "section") src.add(k3, v3);
          copy.add(k2, src);
          continue;
        }
        copy.add(k2, v2);
      }
      out.add(k, copy);
      continue;
    }
    out.add(k, v);
  }
  return out;
}

}  // namespace phh_test
