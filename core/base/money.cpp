#include "core/base/money.hpp"

#include <cstdint>

namespace tapis {

Chips Money::max_units() const {
  return decimals == 0 ? kMaxChips : Chips{999'999'999'999'999};
}

std::string Money::text(Chips units) const {
  const bool negative = units < 0;
  const std::uint64_t magnitude =
      negative ? static_cast<std::uint64_t>(-(units + 1)) + 1 : static_cast<std::uint64_t>(units);
  std::string digits = std::to_string(magnitude);
  if (decimals > 0) {
    while (static_cast<int>(digits.size()) <= decimals) digits.insert(0, "0");
    digits.insert(digits.size() - static_cast<std::size_t>(decimals), ".");
  }
  return (negative ? "-" : "") + digits;
}

Amount read_amount(std::string_view s, const Money& money) {
  std::size_t i = 0;
  const bool negative = i < s.size() && s[i] == '-';
  if (negative) ++i;
  // The digits without the point, and where the point was; then the exponent moves it.
  std::string digits;
  long point = -1;
  for (; i < s.size() && s[i] != 'e' && s[i] != 'E'; ++i) {
    if (s[i] == '.')
      point = static_cast<long>(digits.size());
    else
      digits += s[i];
  }
  if (point < 0) point = static_cast<long>(digits.size());
  long exponent = 0;
  if (i < s.size()) {
    ++i;
    const bool minus = i < s.size() && s[i] == '-';
    if (i < s.size() && (s[i] == '-' || s[i] == '+')) ++i;
    for (; i < s.size(); ++i) {
      exponent = exponent * 10 + (s[i] - '0');
      if (exponent > 100'000) break;  // far beyond any amount: too large or zero
    }
    if (minus) exponent = -exponent;
  }
  // Units = digits × 10^(decimals + exponent - digits after the point).
  const long shift = money.decimals + exponent - (static_cast<long>(digits.size()) - point);
  std::size_t first = digits.find_first_not_of('0');
  if (first == std::string::npos) return {};  // zero, whatever its sign or exponent
  Amount out;
  if (negative) out.problem = AmountProblem::Negative;
  std::string whole = digits;
  if (shift < 0) {
    const auto cut = static_cast<std::size_t>(-shift);
    const std::string dropped = cut >= whole.size() ? whole : whole.substr(whole.size() - cut);
    if (dropped.find_first_not_of('0') != std::string::npos) {
      if (!negative) out.problem = AmountProblem::Fraction;
      return out;
    }
    whole = cut >= whole.size() ? "0" : whole.substr(0, whole.size() - cut);
  } else if (shift > 40) {
    if (!negative) out.problem = AmountProblem::TooLarge;
    return out;
  } else {
    whole.append(static_cast<std::size_t>(shift), '0');
  }
  first = whole.find_first_not_of('0');
  if (first == std::string::npos) return {};
  whole = whole.substr(first);
  if (whole.size() > 18) {
    if (!negative) out.problem = AmountProblem::TooLarge;
    return out;
  }
  Chips units = 0;
  for (char c : whole) units = units * 10 + (c - '0');
  if (negative) {
    out.units = -units;
    return out;
  }
  out.units = units;
  if (units > money.max_units()) out.problem = AmountProblem::TooLarge;
  return out;
}

}  // namespace tapis
