#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/field_path.hpp"
#include "core/base/money.hpp"
#include "core/json/json.hpp"
#include "core/spec/problems.hpp"

namespace tapis {

// Typed reads of spec fields. A field that cannot be read adds its error to `problems` and reads
// as nullopt; an absent field reads as its fallback (nullopt fallback: required). Codes:
//   spec.type        wrong JSON type            spec.missing       required field absent
//   amount.negative  below zero                 amount.fraction    finer than the money unit
//   amount.too_large beyond what JavaScript counts exactly        spec.range  outside its range
//   spec.unknown_value  a string not among the allowed ones
// Errors at a player's field carry the player's name (`player`), so every language can name the
// field ("A’s stack").
class Reader {
 public:
  Reader(Problems& problems, Money money) : problems_(problems), money_(money) {}

  const Money& money() const { return money_; }
  Problems& problems() { return problems_; }
  void add(Error e) { problems_.add(std::move(e)); }

  std::optional<Chips> chips(const Json& obj, std::string_view key, const std::string& path,
                             std::optional<Chips> fallback, const std::string& player = {});
  // An amount already taken out of its object (an array item).
  std::optional<Chips> chips_value(const Json& v, const std::string& path,
                                   const std::string& player = {});
  std::optional<bool> boolean(const Json& obj, std::string_view key, const std::string& path,
                              bool fallback, const std::string& player = {});
  // A whole number in [lo, hi].
  std::optional<std::int64_t> integer(const Json& obj, std::string_view key,
                                      const std::string& path, std::int64_t lo, std::int64_t hi,
                                      std::optional<std::int64_t> fallback);
  std::optional<std::int64_t> integer_value(const Json& v, const std::string& path, std::int64_t lo,
                                            std::int64_t hi, const std::string& player = {});
  // One of `allowed`.
  std::optional<std::string> choice(const Json& obj, std::string_view key, const std::string& path,
                                    const std::vector<std::string_view>& allowed,
                                    std::string_view fallback);
  // A field of the wrong JSON type: `expected` is a type id the catalogues name ("amount",
  // "boolean", "object", "array", "string", "name", "cards", "whole-number", "choice"...).
  Error type_error(const std::string& path, std::string_view expected, const Json& got,
                   const std::string& player = {});

 private:
  Problems& problems_;
  Money money_;
};

// The JSON type of a value as a type id: "null", "boolean", "number", "string", "array", "object".
std::string_view json_type_id(const Json& v);

// Player names are shown as given but must be non-empty, unique and reasonably short.
inline constexpr std::size_t kMaxNameBytes = 64;
inline constexpr std::size_t kMaxPlayers = 23;  // the most a 52-card hold'em deal can seat

// The players' names, in seat order. nullopt when `players` is not a list of 2 to 23 objects;
// otherwise one entry per seat, "" where that seat's name is wrong (its error is added).
std::optional<std::vector<std::string>> read_names(Reader& r, const Json* players);

// The money unit ("decimals": 0 to 3, default 0).
Money read_money(const Json& spec, Problems& problems);

}  // namespace tapis
