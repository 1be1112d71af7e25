#pragma once
#include <string>
#include <vector>

#include "core/betting/betting_rules.hpp"

namespace tapis {

// The sizes a player may pick with one touch, as street totals ("to"), each legal and distinct:
// min (the smallest full bet or raise), half-pot, pot (the call plus the pot after the call,
// guide 003's Pot-Limit formula; in Pot-Limit it is the maximum), max (the most the structure
// allows, short of all-in), all-in; in Limit the one fixed size. A size that is the whole stack
// is the all-in (`all_in`); an all-in below the full minimum is `full == false` (it does not
// reopen the betting for those who already acted, TDA 2024 Rule 47).
struct Size {
  std::string kind;  // "min", "half-pot", "pot", "max", "all-in", "limit"
  Chips to = 0;
  bool all_in = false;
  bool full = true;
};

std::vector<Size> sizes(const DealConfig& cfg, const Table& t, const Options& o);

}  // namespace tapis
