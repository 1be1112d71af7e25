#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/json/json.hpp"
#include "core/pots/chips.hpp"
#include "core/report/error.hpp"

namespace tapis {

// Typed reads of spec fields. Each error names the field by its path ("players[2].committed")
// and uses a stable code:
//   spec.type        wrong JSON type            spec.missing       required field absent
//   amount.negative  below zero                 amount.fraction    not a whole number
//   amount.too_large above 2^53 (JS exactness)  spec.range         outside the allowed range
//   spec.unknown_value  a string not among the allowed ones
Result<Chips> read_chips(const Json& obj, std::string_view key, const std::string& path,
                         std::optional<Chips> fallback);
Result<bool> read_bool(const Json& obj, std::string_view key, const std::string& path,
                       bool fallback);
// An integer in [lo, hi]; fallback when absent (nullopt: required).
Result<std::int64_t> read_int(const Json& obj, std::string_view key, const std::string& path,
                              std::int64_t lo, std::int64_t hi,
                              std::optional<std::int64_t> fallback);
// A string among `allowed` (fallback when absent).
Result<std::string> read_choice(const Json& obj, std::string_view key, const std::string& path,
                                const std::vector<std::string_view>& allowed,
                                std::string_view fallback);
// An amount already extracted from JSON (used for array items).
Result<Chips> to_chips(const Json& v, const std::string& path);

// Player names are shown as given but must be non-empty, unique and reasonably short.
inline constexpr std::size_t kMaxNameBytes = 64;
inline constexpr std::size_t kMaxPlayers = 23;  // the most a 52-card hold'em deal can seat
Result<std::vector<std::string>> read_names(const Json& players, const std::string& path);

std::string field_path(const std::string& path, std::string_view key);
std::string index_path(const std::string& path, std::size_t i);

}  // namespace tapis
