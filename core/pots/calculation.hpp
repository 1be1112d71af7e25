#pragma once
#include <span>
#include <utility>
#include <vector>

#include "core/pots/pots.hpp"

namespace tapis {

// How the guides write a pot (guide 002's table): "1 200 + 1 200 × 4" = what was already in the
// middle, plus the layer of the street that made the pot (from `from` to `to`, in that street's
// amounts) times the players who paid it in full, plus what players who folded short of it left.
struct Calculation {
  Chips dead_money = 0;  // already in the middle: earlier streets, antes, dead blinds
  Chips from = 0;
  Chips to = 0;
  int players = 0;                             // paid the whole layer (folded players too)
  std::vector<std::pair<int, Chips>> partial;  // seat, chips: paid part of the layer
  Chips layer() const { return to - from; }
};

// Quick mode: one street, the spec's dead money in the main pot.
Calculation calculation(const Pot& pot);

// A deal played action by action: `streets[s][k]` is what seat s put in on street k (its stake's
// part; dead chips excluded). A pot is written on the last street that added to it; what it
// held from the streets before comes first, as dead money.
Calculation street_calculation(const Pot& pot, std::span<const Stake> stakes,
                               const std::vector<std::vector<Chips>>& streets);

}  // namespace tapis
