#pragma once
#include <string>

#include "core/json/json.hpp"
#include "core/report/analyze.hpp"

// Runs a spec through the same entry point the CLI and the WASM module use.
inline tapis::Json run_spec(const std::string& spec) {
  auto report = tapis::Json::parse(tapis::analyze(spec));
  REQUIRE(report.ok());
  return report.value();
}

inline std::int64_t chips_at(const tapis::Json& obj, const std::string& key) {
  const tapis::Json* v = obj.find(key);
  REQUIRE_MESSAGE(v != nullptr, "missing key " << key);
  return v->as_integer();
}

inline std::string names_joined(const tapis::Json& arr) {
  std::string out;
  for (const auto& n : arr.items()) out += (out.empty() ? "" : ",") + n.as_string();
  return out;
}
