#pragma once
#include <string>
#include <vector>

#include "core/equity/equity.hpp"
#include "core/json/json.hpp"
#include "core/pots/awards.hpp"
#include "core/pots/pots.hpp"
#include "core/spec/cards_spec.hpp"

namespace tapis {

// Quick mode: the chips each player committed, who folded, the money already in the middle.
struct QuickSpec {
  std::vector<std::string> names;  // clockwise
  std::vector<Stake> stakes;
  Chips dead_money = 0;
  int button = 0;
  Chips smallest_chip = 1;
  std::string format = "cash";
  Strength strength;                         // from "ranking" (all nullopt when absent)
  CardsSpec cards;                           // issue 4: cards decide the showdown when given
  std::vector<std::optional<Chips>> stacks;  // chips at the start of the hand, when given
  int river_aggressor = -1;                  // "showdown": {"riverAggressor": name}
  std::optional<bool> betting_ended_before_river;
  std::optional<EquityRequest> equity;  // issue 6
};

Result<QuickSpec> read_quick_spec(const Json& spec);
Json analyze_quick(const Json& spec);

}  // namespace tapis
