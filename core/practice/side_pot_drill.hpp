#pragma once
// Issue 32, exercise 1: side pots from stacks. The core makes the table from a seed and a level,
// keeps the answer key (the guide's method, core/pots/) and grades an answer field by field.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/pots/pots.hpp"

namespace tapis {

inline constexpr int kDrillLevels = 5;

// Levels, easiest first (each adds to the one before):
//   1: three players, one all-in short; amounts in hundreds.
//   2: four players, two all-in levels; amounts in fifties; the biggest bet may be more than
//      anyone can call (its excess goes back).
//   3: four to six players, often one who folded with chips in; amounts in twenty-fives.
//   4: five to eight players, antes in the middle (dead money), up to two folded; amounts in fives.
//   5: six to nine players; any amount, in cents (antes in whole euros).
// Every table has at least the level's all-ins below a top that two players or more called.
struct SidePotDrill {
  std::uint64_t seed = 0;
  int level = 1;
  int decimals = 0;  // 2: the amounts are cents (level 5)
  std::vector<std::string> names;
  std::vector<Stake> stakes;  // what each seat put in, and who folded
  Chips dead_money = 0;
  PotSplit solution;  // the answer key: split_pots, the guide's method
};

// The same seed and level always give the same table. A level outside 1-5 is taken as the
// nearest (the spec reader refuses it first).
SidePotDrill side_pot_drill(std::uint64_t seed, int level);

// What the player fills in: each pot's amount and eligible seats, main pot first, and what goes
// back to each seat (0: nothing).
struct DrillPotAnswer {
  std::optional<Chips> amount;  // empty: not filled in
  std::vector<int> eligible;    // seats, any order (a seat named twice counts once)
};
struct SidePotAnswer {
  std::vector<DrillPotAnswer> pots;
  std::vector<Chips> returned;  // by seat; shorter: the rest are 0
};

// Each field of the answer, right or wrong: "pots" (how many), "pots[i].amount",
// "pots[i].eligible", "returned[s]" (every seat, 0 included).
struct FieldMark {
  std::string field;
  bool right = false;
  int seat = -1;  // "returned[s]": the seat
  int pot = -1;   // "pots[i].*": the pot
  // The rule the field applies: guide 002's side-pot method, or its uncalled bet going back.
  const char* rule = "guide-002-side-pots";
};
struct DrillGrade {
  std::vector<FieldMark> fields;
  bool solved = false;  // every field right
};

DrillGrade grade(const SidePotDrill& drill, const SidePotAnswer& answer);
// The same, against any key (exercise 2 grades a hand's pots): `seats` returns are marked.
DrillGrade grade_pots(const PotSplit& key, std::size_t seats, const SidePotAnswer& answer);

}  // namespace tapis
