#pragma once
#include <cstdint>
#include <string>

namespace tapis {

// Chips are whole numbers. JS numbers are exact up to 2^53, so that is the largest amount any
// spec may hold; every sum the core makes stays far below int64's range.
using Chips = std::int64_t;
inline constexpr Chips kMaxChips = Chips{1} << 53;

// An amount in a message (rulings, errors).
inline std::string chips(Chips c) {
  return std::to_string(c);
}

}  // namespace tapis
