#pragma once
#include <optional>

#include "core/json/json.hpp"
#include "core/prizes/prize_equity.hpp"
#include "core/spec/reader.hpp"

namespace tapis {

// The most players a tournament may have away from the table ("otherStacks").
inline constexpr std::size_t kMaxOtherStacks = 1000;

// Reads "prizes" (money, up to two decimals, place 1 first) and "otherStacks" (chips) (issue
// 31). nullopt when absent; when they have errors (each added at its field), `ok` is false.
// Codes: prizes.cash_game, prizes.empty, prizes.too_many, otherStacks.without_prizes,
// otherStacks.too_many, amount.* and spec.type at an item.
std::optional<PrizeSpec> read_prize_spec(Reader& r, const Json& spec, bool tournament, bool& ok);

}  // namespace tapis
