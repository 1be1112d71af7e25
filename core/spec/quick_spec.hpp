#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/pots/pots.hpp"
#include "core/spec/table_spec.hpp"

namespace tapis {

// Quick mode: what each player committed, who folded, the money already in the middle.
//   players[i]: {name, committed (default 0), folded (default false), stack (optional)},
//   deadMoney, showdown: {riverAggressor, bettingEndedBeforeRiver}, and the shared fields
//   (table_spec.hpp).
struct QuickSpec {
  TableSpec table;
  std::vector<Stake> stakes;                 // by seat
  std::vector<std::optional<Chips>> stacks;  // chips at the start of the hand, when given
  Chips dead_money = 0;
  bool amounts_ok = false;  // every amount read: the pots can be computed
  int river_aggressor = -1;
  std::optional<bool> betting_ended_before_river;
};

QuickSpec read_quick_spec(Reader& r, const Json& spec);

}  // namespace tapis
