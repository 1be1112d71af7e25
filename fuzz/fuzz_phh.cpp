// libFuzzer target for hand histories (core/phh/): any bytes through the PHH reader give reports,
// never a crash; every hand read without an error writes back to PHH, and that text reads back to
// the same report (the round trip tests/core/phh_fixtures_test.cpp checks on real hands).
// The corpus starts from tests/fixtures/phh/ (scripts/fuzz.sh).
#include <cstdint>
#include <cstdio>
#include <string>

#include "core/phh/phh_entry.hpp"
#include "core/phh/phh_export.hpp"

using namespace tapis;

namespace {

[[noreturn]] void fail(const std::string& what, const std::string& detail) {
  std::fprintf(stderr, "fuzz_phh: %s\n%s\n", what.c_str(), detail.c_str());
  __builtin_trap();
}

// The report without what depends on the text it came from: the table's name and the PHH
// indices of the actions.
Json comparable(const Json& r) {
  Json out = Json::object();
  for (const auto& [k, v] : r.members()) {
    if (k == "import" || k == "source") continue;
    if (k == "spec") {
      Json spec = Json::object();
      for (const auto& [k2, v2] : v.members())
        if (k2 != "source") spec.add(k2, v2);
      out.add(k, spec);
      continue;
    }
    out.add(k, v);
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const Json reports = from_phh_json(text);
  if (!reports.is_array()) fail("not an array", text);
  for (const auto& r : reports.items()) {
    const Json* ok = r.find("ok");
    const Json* spec = r.find("spec");
    if (!ok || !spec) fail("a report without ok or spec", r.dump());
    if (!ok->as_bool() || spec->is_null()) continue;
    const Json out = spec_to_phh(*spec);
    if (!out.find("ok")->as_bool()) fail("a hand read without error cannot be written", r.dump());
    const Json again = from_phh_json(out.find("phh")->as_string());
    if (again.size() != 1) fail("the written hand is not one hand", out.dump());
    if (!(comparable(again.items()[0]) == comparable(r)))
      fail("the round trip changes the report", r.dump() + "\n" + again.dump());
  }
  return 0;
}
