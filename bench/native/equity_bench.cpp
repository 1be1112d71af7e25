// Equity benchmark (not a test): exact enumerations through analyze(), the entry point every
// front end uses, timed natively and, built by em++ from this same file, in WASM under node
// (scripts/bench-equity.sh runs both side by side). Each case runs once to build the tables,
// then `reps` times; the best and the median time are printed.
//   equity_bench [--json] [--reps N]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "core/json/json.hpp"
#include "core/report/analyze.hpp"

namespace {

struct Case {
  const char* name;
  const char* spec;
  // 0: no target. Natively the targets are ratios to OMPEval (scripts/bench-vs-ompeval.sh); in
  // WASM, the issue's times for the browser's module (this -O3 module is close to it, see
  // bench/equity-module.mjs for the module itself).
  double target_native_ms;
  double target_wasm_ms;
  const char* check;  // what the numbers must read, for a person to compare
};

const Case kCases[] = {
    {"holdem-hu-preflop AhAs v KsKd",
     R"({"equity":true,"players":[{"name":"A","committed":100,"cards":"Ah As"},
        {"name":"B","committed":100,"cards":"Ks Kd"}]})",
     0, 1.5, "A 81.946% B 18.054%, ties 0.46%"},
    {"holdem-3way-preflop AA v KK v QQ",
     R"({"equity":true,"players":[{"name":"A","committed":100,"cards":"Ah As"},
        {"name":"B","committed":100,"cards":"Ks Kd"},{"name":"C","committed":100,"cards":"Qc Qh"}]})",
     0, 2.5, "66.508% 17.798% 15.694%"},
    {"side-pot AA 100, KK 300, QQ 300",
     R"({"equity":true,"players":[{"name":"A","committed":100,"cards":"Ah As"},
        {"name":"B","committed":300,"cards":"Ks Kd"},{"name":"C","committed":300,"cards":"Qc Qh"}]})",
     0, 0, "main A 66.508%, side B 80.604%; expected 199.53 375.81 124.66"},
    {"omaha-4way-flop",
     R"({"game":"omaha","equity":true,"board":"Ts 9h 2d","players":[
        {"name":"A","committed":500,"cards":"As Ks Qh Jh"},{"name":"B","committed":500,"cards":"8c 7c 6d 5d"},
        {"name":"C","committed":500,"cards":"Tc Td 3s 3h"},{"name":"D","committed":500,"cards":"Ah Kd Qc Js"}]})",
     0, 50, ""},
    {"omaha-4way-preflop",
     R"({"game":"omaha","equity":true,"players":[
        {"name":"A","committed":500,"cards":"As Ks Qh Jh"},{"name":"B","committed":500,"cards":"8c 7c 6d 5d"},
        {"name":"C","committed":500,"cards":"Tc Td 3s 3h"},{"name":"D","committed":500,"cards":"Ah Kd Qc Js"}]})",
     0, 0, ""},
    {"holdem-flop AhKh v random (exact)",
     R"({"equity":true,"board":"Qh 7c 2h","players":[{"name":"A","committed":100,"cards":"Ah Kh"},
        {"name":"B","committed":100}]})",
     0, 0, ""},
    {"holdem-preflop AA v random v random (MC 0.001)",
     R"({"equity":true,"players":[{"name":"A","committed":100,"cards":"Ah As"},
        {"name":"B","committed":100},{"name":"C","committed":100}]})",
     0, 0, ""},
};

double ms_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t).count();
}

// "A 81.95% B 18.05%" from the report: each pot's shares, then the expected chips.
std::string summary(const std::string& report_text) {
  auto report = tapis::Json::parse(report_text);
  if (!report) return "unreadable report";
  const tapis::Json* eq = report.value().find("equity");
  if (!eq) return report_text.substr(0, 200);
  std::string out;
  char buf[96];
  for (const auto& pot : eq->find("pots")->items()) {
    out += pot.find("name")->as_string() + ":";
    for (const auto& [name, p] : pot.find("players")->members()) {
      std::snprintf(buf, sizeof buf, " %s %.3f%%", name.c_str(), 100 * p.find("share")->as_real());
      out += buf;
    }
    out += "; ";
  }
  out += "expected:";
  for (const auto& [name, x] : eq->find("expected")->members()) {
    std::snprintf(buf, sizeof buf, " %s %.2f", name.c_str(), x.as_real());
    out += buf;
  }
  std::snprintf(buf, sizeof buf, "; boards %lld%s",
                static_cast<long long>(eq->find("boards")->as_integer()),
                eq->find("exact")->as_bool() ? " exact" : " Monte Carlo");
  return out + buf;
}

}  // namespace

int main(int argc, char** argv) {
  bool json = false;
  int reps = 15;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--json") == 0) json = true;
    if (std::strcmp(argv[i], "--reps") == 0 && i + 1 < argc)
      reps = std::max(1, std::atoi(argv[++i]));
  }
  for (const Case& c : kCases) {
    const std::string first = tapis::analyze(c.spec);  // builds the tables
    std::vector<double> times;
    for (int r = 0; r < reps; ++r) {
      const auto t = std::chrono::steady_clock::now();
      const std::string report = tapis::analyze(c.spec);
      times.push_back(ms_since(t));
      if (report != first) {
        std::fprintf(stderr, "%s: the report changed between runs\n", c.name);
        return 1;
      }
    }
    std::sort(times.begin(), times.end());
    const double best = times.front(), median = times[times.size() / 2];
    if (json) {
      std::printf(
          "{\"case\":\"%s\",\"best\":%.3f,\"median\":%.3f,\"targetNative\":%g,"
          "\"targetWasm\":%g,\"summary\":\"%s\"}\n",
          c.name, best, median, c.target_native_ms, c.target_wasm_ms, summary(first).c_str());
    } else {
      std::printf("%-48s best %8.3f ms  median %8.3f ms", c.name, best, median);
      if (c.target_native_ms > 0) std::printf("  (target %g ms)", c.target_native_ms);
      std::printf("\n    %s\n", summary(first).c_str());
      if (*c.check) std::printf("    expected: %s\n", c.check);
    }
  }
  return 0;
}
