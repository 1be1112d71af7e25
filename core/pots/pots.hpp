#pragma once
#include <span>
#include <vector>

#include "core/base/chips.hpp"
#include "core/base/error.hpp"

namespace tapis {

// What one seat put in the pot over the hand (or the street, with the rest as dead money).
struct Stake {
  Chips committed = 0;
  bool folded = false;
};

// One pot: the layer of every stake between previous_level and level, plus dead money.
struct Pot {
  Chips amount = 0;
  Chips previous_level = 0;
  Chips level = 0;
  Chips dead_money = 0;              // money already in the middle (main pot only)
  std::vector<int> eligible;         // seats still in that covered `level`
  std::vector<Chips> contributions;  // per seat, folded seats included (dead chips)
};

// The amount one player put in beyond everyone else: not a pot, it goes back to him.
struct Return {
  int seat = -1;
  Chips committed = 0;  // what he put in
  Chips matched = 0;    // the most anybody else put in
  Chips amount = 0;     // committed - matched
};

struct PotSplit {
  std::vector<Pot> pots;  // main first, then side pots from the lowest all-in level up
  std::vector<Return> returns;
  Chips total_committed = 0;  // stakes + dead money: must equal pots + returns
};

// Guide 002's method: levels are the amounts of the players still in; each level's pot takes
// from every stake up to that level; only players still in and covering it are eligible.
Result<PotSplit> split_pots(std::span<const Stake> stakes, Chips dead_money);

// Chips a seat gets back uncalled (0 if none).
Chips returned_to(const PotSplit& split, int seat);

// Quick mode's all-in players (table stakes): still in, with less in than the most anybody put.
std::vector<int> short_stakes(std::span<const Stake> stakes);

}  // namespace tapis
