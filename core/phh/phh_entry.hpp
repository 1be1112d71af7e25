#pragma once
#include <string>
#include <string_view>

#include "core/json/json.hpp"

namespace tapis {

// PHH text (a .phh hand or a .phhs of many) in, one report per hand out, as a JSON array in file
// order. Each element is the report of the hand's spec (report/analyze.hpp) plus
//   source  {"format": "phh", "section": "<TOML table name>" or null, "hand": <its `hand`>}
//   spec    the Tapis spec the hand became (null when it could not be made one)
//   import  {"notes": [what the import decided, as rulings], "actions": [the PHH index of each
//           spec action]}
//   recorded  Tapis's result beside the file's `winnings` / `finishing_stacks`
//   (report/recorded.hpp)
// and the import's own errors first in `errors` (each with the PHH action's index `phhAction`
// when it is about one). Never throws: a file that is not TOML gives phh.toml errors, one hand per
// unreadable table; more than kMaxPhhBytes gives one element with phh.too_large.
Json from_phh_json(std::string_view text);
// The same as text: the array with one hand's report a line.
std::string from_phh(std::string_view text);

inline constexpr std::size_t kMaxPhhBytes = std::size_t{64} << 20;

}  // namespace tapis
