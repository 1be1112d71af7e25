#pragma once
#include <string>
#include <string_view>

#include "core/base/chips.hpp"

namespace tapis {

// The spec's money unit (issue 12): "decimals": 0 counts whole chips, 2 counts hundredths
// (0.25/0.50 €). The core only ever counts exact integers of that unit, never floating point.
struct Money {
  int decimals = 0;  // 0 to 3

  // The largest amount a spec may hold, in units: 2^53 whole chips (exact in JavaScript); with
  // decimals, 15 significant digits, so that the decimal text survives a JavaScript number.
  Chips max_units() const;
  // "200.30" for 20030 with 2 decimals, "-5", "1200": the text of the English messages.
  std::string text(Chips units) const;
  bool operator==(const Money&) const = default;
};

inline constexpr int kMaxDecimals = 3;

// A JSON number's text read as units of `money`, exactly.
enum class AmountProblem { None, Negative, Fraction, TooLarge };
struct Amount {
  Chips units = 0;
  AmountProblem problem = AmountProblem::None;
};
// `number` is a JSON number's text (-?digits[.digits][e[+-]digits]).
Amount read_amount(std::string_view number, const Money& money);

}  // namespace tapis
