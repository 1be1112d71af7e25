// libFuzzer target for the JSON layer and the spec readers: any text parses or gives spec.json;
// what parses writes out as text that parses back to the same value and the same text
// (parse -> write -> parse); and analyze() answers every input with a report, never a crash.
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#include "core/json/json.hpp"
#include "core/report/analyze.hpp"

using namespace tapis;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto first = Json::parse(text);
  if (first) {
    const std::string written = first.value().dump();
    auto second = Json::parse(written);
    if (!second || !(second.value() == first.value()) || second.value().dump() != written) {
      std::fprintf(stderr, "fuzz_json: round trip broke for %s\n", written.c_str());
      __builtin_trap();
    }
  } else if (first.error().code != "spec.json") {
    __builtin_trap();
  }
  auto report = Json::parse(analyze(text));
  if (!report || !report.value().find("ok")) __builtin_trap();
  return 0;
}
