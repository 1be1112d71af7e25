// Decimal text <-> double without printf/strtod (core/json/decimal.hpp), checked against the C
// library the core no longer calls: the same text as "%.17g", the same double as strtod.
#include "core/json/decimal.hpp"

#include <doctest/doctest.h>

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>

using namespace tapis;

namespace {

std::string printf17(double d) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.17g", d);
  return buf;
}

double from_bits(std::uint64_t bits) {
  double d;
  std::memcpy(&d, &bits, sizeof d);
  return d;
}

bool same(double a, double b) {
  return std::memcmp(&a, &b, sizeof a) == 0;
}

}  // namespace

TEST_CASE("format_double: the text of %.17g") {
  for (double d : {0.0,
                   -0.0,
                   1.0,
                   -1.0,
                   0.1,
                   0.5,
                   1.0 / 3,
                   2.0 / 3,
                   1e-4,
                   9.9999999999999995e-5,
                   1e-5,
                   123456.789,
                   1e16,
                   1e17,
                   99999999999999999.0,
                   123456789012345678.0,
                   0.001,
                   0.33333333333333331,
                   5e-324,
                   2.2250738585072014e-308,
                   DBL_MAX,
                   1e300,
                   4503599627370496.5,
                   0.30000000000000004})
    CHECK(format_double(d) == printf17(d));
  CHECK(format_double(0.001) == "0.001");
  CHECK(format_double(1.0 / 3) == "0.33333333333333331");
  CHECK(format_double(1e17) == "1e+17");
  CHECK(format_double(5e-324) == "4.9406564584124654e-324");

  std::mt19937_64 rng(2024);
  int differ = 0;
  for (int i = 0; i < 100000; ++i) {
    const double d = from_bits(rng());
    if (!std::isfinite(d)) continue;
    if (format_double(d) != printf17(d) && differ++ < 5) CHECK(format_double(d) == printf17(d));
  }
  // Values like a report's: fractions and averages of chips.
  for (int i = 0; i < 100000; ++i) {
    const double d = static_cast<double>(rng() % 1000000) / static_cast<double>(1 + rng() % 997);
    if (format_double(d) != printf17(d) && differ++ < 10) CHECK(format_double(d) == printf17(d));
  }
  CHECK(differ == 0);
}

TEST_CASE("parse_double: the double strtod gives, ties to even") {
  for (const char* text : {"0",
                           "-0",
                           "0.0",
                           "1",
                           "0.1",
                           "0.001",
                           "1e-3",
                           "1E+3",
                           "12.5",
                           "-12.5",
                           "1e308",
                           "1.8e308",
                           "1e309",
                           "2e-308",
                           "4.9406564584124654e-324",
                           "2.4703282292062327e-324",
                           "2.4703282292062328e-324",
                           "1e-400",
                           "9007199254740993",
                           "9007199254740995",
                           "9007199254740993.0000000000000000000000001",
                           "0.30000000000000004",
                           "123456789012345678",
                           "3.141592653589793238462643383279502884197",
                           "1e-7",
                           "100000000000000000000000",
                           "2.2250738585072011e-308",
                           "1.7976931348623157e308",
                           "1.7976931348623158e308"}) {
    CAPTURE(text);
    CHECK(same(parse_double(text), std::strtod(text, nullptr)));
  }
  CHECK(parse_double("9007199254740993") == 9007199254740992.0);
  CHECK(parse_double("0.001") == 0.001);
  CHECK(std::isinf(parse_double("1e400")));

  // Long inputs: only 800 digits are read exactly, the rest as a sticky digit.
  const std::string half = "9007199254740993." + std::string(900, '0') + "1";
  CHECK(parse_double(half) == 9007199254740994.0);
  CHECK(same(parse_double("0." + std::string(1000, '0') + "1"), 0.0));

  std::mt19937_64 rng(7);
  int differ = 0;
  for (int i = 0; i < 50000; ++i) {
    // Random digits and exponents, and every printed double read back.
    std::string text = (rng() % 2) ? "-" : "";
    const int digits = 1 + static_cast<int>(rng() % 25);
    for (int k = 0; k < digits; ++k) {
      text += static_cast<char>('0' + rng() % 10);
      if (k == 0 && digits > 1 && rng() % 3 == 0) text += '.';
    }
    text += "e" + std::to_string(static_cast<int>(rng() % 660) - 340);
    if (!same(parse_double(text), std::strtod(text.c_str(), nullptr)) && differ++ < 5)
      CHECK(text == "");
    const double d = from_bits(rng());
    if (!std::isfinite(d)) continue;
    const std::string printed = printf17(d);
    if (!same(parse_double(printed), d) && differ++ < 10) CHECK(printed == "");
  }
  CHECK(differ == 0);
}
