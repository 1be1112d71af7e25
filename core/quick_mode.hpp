#pragma once
#include <string>
#include <vector>

#include "core/awards.hpp"
#include "core/json.hpp"
#include "core/pots.hpp"

namespace tapis {

// Quick mode: the chips each player committed, who folded, the money already in the middle.
struct QuickSpec {
  std::vector<std::string> names;  // clockwise
  std::vector<Stake> stakes;
  Chips dead_money = 0;
  int button = 0;
  Chips smallest_chip = 1;
  std::string format = "cash";
  Strength strength;  // from "ranking" (all nullopt when absent)
};

Result<QuickSpec> read_quick_spec(const Json& spec);
Json analyze_quick(const Json& spec);

}  // namespace tapis
