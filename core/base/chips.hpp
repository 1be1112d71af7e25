#pragma once
#include <cstdint>

namespace tapis {

// Chips are whole numbers of the spec's money unit (money.hpp): chips, or cents with
// "decimals": 2. JS numbers are exact up to 2^53, so no amount may go beyond it; every sum the
// core makes stays far below int64's range.
using Chips = std::int64_t;
inline constexpr Chips kMaxChips = Chips{1} << 53;

}  // namespace tapis
