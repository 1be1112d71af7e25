#pragma once
// Issue 32, exercise 5: who wins what. A table of stakes with the cards shown and a board; the
// pots are given (exercise 1 asks for them), and the core asks who wins each pot and what each
// player collects: the best hand among a pot's eligible players takes it, ties split it, the odd
// chip going to the first tied player left of the button (guide 004, TDA 2024 Rules 20-21). The
// key is the calculator's own showdown (core/showdown/).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/cards/card.hpp"
#include "core/pots/awards.hpp"
#include "core/pots/pots.hpp"

namespace tapis {

// Levels, easiest first:
//   1: two players, one pot.
//   2: three players, one all-in: a main pot and a side pot, often won by different players.
//   3: three or four players, a split pot (the same hand, or a board that plays).
//   4: four or five players, side pots, often a player who folded with chips in, a split with an
//      odd chip (25s on the table, the smallest chip 25).
//   5: five or six players, two all-ins or more, folds, splits; the smallest chip 5.
struct WinnerDrill {
  std::uint64_t seed = 0;
  int level = 1;
  std::vector<std::string> names;
  std::vector<Stake> stakes;
  int button = 0;
  Chips unit = 1;                                      // the smallest chip
  std::vector<std::optional<std::vector<Card>>> hole;  // by seat; nullopt: folded, not shown
  std::vector<Card> board;
  PotSplit split;
  AwardResult awards;  // the key
};

// The same seed and level always give the same table; a level outside 1-5 is taken as the
// nearest. No names when no table was found (none known).
WinnerDrill winner_drill(std::uint64_t seed, int level);

// What each seat collects from the pots (returns apart).
std::vector<Chips> collected(const WinnerDrill& drill);

// Who wins pot `pot` (seats in odd-chip order; empty past the last pot).
std::vector<int> winners_of(const WinnerDrill& drill, int pot);

}  // namespace tapis
