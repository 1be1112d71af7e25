#pragma once
#include <cstdint>
#include <optional>
#include <vector>

#include "core/base/chips.hpp"
#include "core/pots/pots.hpp"

namespace tapis {

// Showdown strength of each seat: higher is better, equal values tie, nullopt = no hand shown
// (mucked or unknown). A card evaluator and a typed ranking both produce this.
using Strength = std::vector<std::optional<std::int64_t>>;

struct Award {
  int pot = 0;                 // index into PotSplit::pots
  int run = 0;                 // board run (run it twice), 0 otherwise
  std::vector<int> winners;    // seats, in odd-chip order (clockwise from the button's left)
  std::vector<Chips> amounts;  // per winner, same order
  bool contested = true;       // false: a single eligible player, no showdown needed
};

struct AwardResult {
  std::vector<Award> awards;        // in the order the dealer pushes them: last side pot first
  std::vector<int> undecided_pots;  // contested pots with no ranked hand among their players
};

// Each pot to the best eligible hand; ties split in units of the smallest chip, the odd units
// one each to the tied players from the first seat left of the button (TDA 2024 Rules 20-21).
AwardResult award_pots(const PotSplit& split, const Strength& strength, int button, Chips unit);

// Splits `amount` among `winners` (already in odd-chip order) in units of `unit`.
std::vector<Chips> split_amount(Chips amount, std::size_t winners, Chips unit);

// Seats in clockwise order starting left of the button.
std::vector<int> seats_from_button(int seat_count, int button);

}  // namespace tapis
