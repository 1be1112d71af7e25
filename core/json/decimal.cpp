#include "core/json/decimal.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

namespace tapis {
namespace {

// A non-negative integer of any size, 32 bits per word, lowest word first. Only what exact
// decimal conversion needs; sizes stay small (a double is below 2^1024, above 2^-1074).
class Big {
 public:
  explicit Big(std::uint64_t v = 0) {
    for (; v; v >>= 32) w_.push_back(static_cast<std::uint32_t>(v));
  }
  bool zero() const { return w_.empty(); }
  int bits() const {
    return w_.empty() ? 0 : 32 * static_cast<int>(w_.size()) - std::countl_zero(w_.back());
  }
  bool bit(int i) const {
    const auto word = static_cast<std::size_t>(i / 32);
    return word < w_.size() && (w_[word] >> (i % 32) & 1u);
  }
  // Bits [from, from + 64) as a number.
  std::uint64_t bits_from(int from) const {
    std::uint64_t v = 0;
    for (int i = 63; i >= 0; --i) v = v << 1 | (from + i >= 0 && bit(from + i) ? 1u : 0u);
    return v;
  }
  bool any_below(int n) const {
    for (int i = 0; i < n; ++i)
      if (bit(i)) return true;
    return false;
  }
  void mul_add(std::uint32_t m, std::uint32_t a = 0) {
    std::uint64_t carry = a;
    for (auto& x : w_) {
      const std::uint64_t t = std::uint64_t{x} * m + carry;
      x = static_cast<std::uint32_t>(t);
      carry = t >> 32;
    }
    if (carry) w_.push_back(static_cast<std::uint32_t>(carry));
  }
  void mul_pow(std::uint32_t base, int times) {
    for (; times > 0; --times) mul_add(base);
  }
  std::uint32_t divmod(std::uint32_t d) {  // *this /= d, returns the remainder
    std::uint64_t rem = 0;
    for (auto it = w_.rbegin(); it != w_.rend(); ++it) {
      const std::uint64_t cur = rem << 32 | *it;
      *it = static_cast<std::uint32_t>(cur / d);
      rem = cur % d;
    }
    trim();
    return static_cast<std::uint32_t>(rem);
  }
  void shl(int n) {
    if (zero() || n <= 0) return;
    w_.insert(w_.begin(), static_cast<std::size_t>(n / 32), 0u);
    if (const int s = n % 32) {
      std::uint32_t carry = 0;
      for (auto& x : w_) {
        const std::uint32_t next = x >> (32 - s);
        x = x << s | carry;
        carry = next;
      }
      if (carry) w_.push_back(carry);
    }
  }
  friend int compare(const Big& a, const Big& b) {
    if (a.w_.size() != b.w_.size()) return a.w_.size() < b.w_.size() ? -1 : 1;
    for (std::size_t i = a.w_.size(); i-- > 0;)
      if (a.w_[i] != b.w_[i]) return a.w_[i] < b.w_[i] ? -1 : 1;
    return 0;
  }
  void sub(const Big& b) {  // requires *this >= b
    std::int64_t borrow = 0;
    for (std::size_t i = 0; i < w_.size(); ++i) {
      std::int64_t t = std::int64_t{w_[i]} - borrow - (i < b.w_.size() ? b.w_[i] : 0);
      borrow = t < 0;
      if (t < 0) t += std::int64_t{1} << 32;
      w_[i] = static_cast<std::uint32_t>(t);
    }
    trim();
  }
  std::string decimal() const {
    if (zero()) return "0";
    Big n = *this;
    std::string out;
    while (!n.zero()) {
      std::uint32_t part = n.divmod(1'000'000'000u);
      for (int i = 0; i < 9; ++i, part /= 10) out.push_back(static_cast<char>('0' + part % 10));
    }
    while (out.size() > 1 && out.back() == '0') out.pop_back();
    return {out.rbegin(), out.rend()};
  }

 private:
  void trim() {
    while (!w_.empty() && w_.back() == 0) w_.pop_back();
  }
  std::vector<std::uint32_t> w_;
};

// value = q * 2^exp2 (q > 0), sticky: a nonzero part below q was cut off. Rounds to the nearest
// double, ties to even, with subnormals and overflow to infinity.
double round_to_double(std::uint64_t q, int exp2, bool sticky) {
  const int top = 63 - std::countl_zero(q) + exp2;  // value in [2^top, 2^(top+1))
  if (top > 1023) return HUGE_VAL;
  const int precision = top >= -1022 ? 53 : 53 - (-1022 - top);
  if (precision <= 0) {
    // Below half the smallest subnormal, or exactly half (ties to even: zero).
    const bool above_half = precision == 0 && ((q & (q - 1)) != 0 || sticky);
    return above_half ? std::ldexp(1.0, -1074) : 0.0;
  }
  const int length = 64 - std::countl_zero(q);
  const int drop = length - precision;
  if (drop <= 0) return std::ldexp(static_cast<double>(q), exp2);
  std::uint64_t m = q >> drop;
  const bool half = (q >> (drop - 1)) & 1u;
  const bool rest = sticky || (q & ((std::uint64_t{1} << (drop - 1)) - 1)) != 0;
  if (half && (rest || (m & 1u))) ++m;
  return std::ldexp(static_cast<double>(m), exp2 + drop);
}

// The nearest double to a big integer times 2^exp2, from its top 64 bits and a sticky bit.
double round_big(const Big& n, int exp2, bool sticky) {
  const int length = n.bits();
  if (length <= 64) return round_to_double(n.bits_from(0), exp2, sticky);
  const int cut = length - 64;
  return round_to_double(n.bits_from(cut), exp2 + cut, sticky || n.any_below(cut));
}

}  // namespace

std::string format_double(double value) {
  std::string out = std::signbit(value) ? "-" : "";
  value = std::fabs(value);
  if (value == 0) return out + "0";
  // value = mantissa * 2^exp2 exactly, then = digits * 10^exp10 exactly (2^-k = 5^k / 10^k).
  std::uint64_t raw;
  std::memcpy(&raw, &value, sizeof raw);
  const int biased = static_cast<int>(raw >> 52);
  std::uint64_t mantissa = raw & ((std::uint64_t{1} << 52) - 1);
  if (biased) mantissa |= std::uint64_t{1} << 52;
  const int exp2 = (biased ? biased : 1) - 1075;
  Big n(mantissa);
  int exp10 = 0;
  if (exp2 >= 0) {
    n.shl(exp2);
  } else {
    n.mul_pow(5, -exp2);
    exp10 = exp2;
  }
  std::string digits = n.decimal();
  // 17 significant digits, rounded half to even on the exact value.
  constexpr std::size_t kDigits = 17;
  int point = static_cast<int>(digits.size()) - 1 + exp10;  // exponent of the first digit
  if (digits.size() > kDigits) {
    const char next = digits[kDigits];
    bool rest = false;
    for (std::size_t i = kDigits + 1; i < digits.size() && !rest; ++i) rest = digits[i] != '0';
    digits.resize(kDigits);
    if (next > '5' || (next == '5' && (rest || (digits.back() - '0') % 2 == 1))) {
      std::size_t i = kDigits;
      while (i > 0 && digits[i - 1] == '9') digits[--i] = '0';
      if (i == 0) {
        digits.insert(digits.begin(), '1');
        digits.pop_back();
        ++point;
      } else {
        ++digits[i - 1];
      }
    }
  }
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  if (point < -4 || point >= static_cast<int>(kDigits)) {
    out += digits[0];
    if (digits.size() > 1) out += '.' + digits.substr(1);
    out += point < 0 ? "e-" : "e+";
    const int e = point < 0 ? -point : point;
    if (e < 10) out += '0';
    out += std::to_string(e);
  } else if (point < 0) {
    out += "0." + std::string(static_cast<std::size_t>(-point - 1), '0') + digits;
  } else {
    const auto whole = static_cast<std::size_t>(point) + 1;
    if (digits.size() <= whole) {
      out += digits + std::string(whole - digits.size(), '0');
    } else {
      out += digits.substr(0, whole) + '.' + digits.substr(whole);
    }
  }
  return out;
}

double parse_double(std::string_view text) {
  std::size_t i = 0;
  const bool negative = i < text.size() && text[i] == '-';
  if (negative) ++i;
  // Significant digits (leading zeros dropped) and the power of ten of the last one kept.
  constexpr std::size_t kMaxDigits = 800;
  std::string digits;
  bool cut_nonzero = false;
  long long exp10 = 0;
  bool fraction = false;
  for (; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '.') {
      fraction = true;
      continue;
    }
    if (c < '0' || c > '9') break;
    if (digits.empty() && c == '0') {
      if (fraction) --exp10;
      continue;
    }
    if (digits.size() < kMaxDigits) {
      digits.push_back(c);
      if (fraction) --exp10;
    } else {
      cut_nonzero = cut_nonzero || c != '0';
      if (!fraction) ++exp10;
    }
  }
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    const bool minus = i < text.size() && text[i] == '-';
    if (i < text.size() && (text[i] == '-' || text[i] == '+')) ++i;
    long long e = 0;
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i)
      e = std::min(e * 10 + (text[i] - '0'), 1'000'000'000LL);
    exp10 += minus ? -e : e;
  }
  const double sign = negative ? -1.0 : 1.0;
  if (digits.empty()) return sign * 0.0;
  if (cut_nonzero) {  // a sticky last digit: below any tie the 800 digits could make
    digits.push_back('1');
    --exp10;
  }
  // value = digits * 10^exp10; digits * 10^exp10 >= 10^(size - 1 + exp10).
  const long long magnitude = static_cast<long long>(digits.size()) - 1 + exp10;
  if (magnitude > 309) return sign * HUGE_VAL;
  if (magnitude < -325) return sign * 0.0;
  Big n;
  for (char c : digits) n.mul_add(10, static_cast<std::uint32_t>(c - '0'));
  if (exp10 >= 0) {
    n.mul_pow(10, static_cast<int>(exp10));
    return sign * round_big(n, 0, false);
  }
  // digits / 10^k, shifted left by s so the quotient has at least 65 bits: long division one bit
  // at a time from the top, keeping the first 64 quotient bits and folding the rest (and the
  // remainder) into the sticky bit.
  Big divisor(1);
  divisor.mul_pow(10, static_cast<int>(-exp10));
  const int s = std::max(0, divisor.bits() - n.bits() + 65);
  n.shl(s);
  std::uint64_t q = 0;
  int dropped = 0;
  bool sticky = false;
  for (int b = n.bits() - divisor.bits(); b >= 0; --b) {
    Big shifted = divisor;
    shifted.shl(b);
    const bool one = compare(shifted, n) <= 0;
    if (one) n.sub(shifted);
    if (q >> 63) {
      sticky = sticky || one;
      ++dropped;
    } else {
      q = q << 1 | (one ? 1u : 0u);
    }
  }
  sticky = sticky || !n.zero();
  return sign * round_to_double(q, dropped - s, sticky);
}

}  // namespace tapis
