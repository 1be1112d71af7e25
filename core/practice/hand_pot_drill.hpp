#pragma once
// Issue 32, exercise 2: side pots from a hand played out. The core plays a hand through the
// betting engine (blinds, antes, raises, all-ins, folds, street by street, to its end) and asks
// for the guide's table: each pot's amount and eligible players, and what goes back uncalled.
// The key is what the hand's report says (core/pots/ on the hand's final stakes); the answer is
// a side-pot drill's answer, graded the same way.
#include <cstdint>
#include <vector>

#include "core/betting/action.hpp"
#include "core/betting/deal_config.hpp"
#include "core/practice/side_pot_drill.hpp"

namespace tapis {

// Levels, easiest first:
//   1: three players, No-Limit; one all-in short of the others: one side pot.
//   2: four players; two all-ins or more; nobody folds; a shove nobody covers often comes back.
//   3: four to six players; a player may fold after putting chips in (dead chips in the pots).
//   4: five to eight players, an ante from everyone; three pots or more.
//   5: six to nine players, a big-blind ante (dead money in the main pot); stacks in fives.
struct HandPotDrill {
  std::uint64_t seed = 0;
  int level = 1;
  DealConfig config;
  std::vector<Action> actions;  // the whole hand, to its end
  PotSplit solution;            // the key: the hand's pots and returns
};

// The same seed and level always give the same hand; a level outside 1-5 is taken as the nearest.
// Empty actions when no hand was found (none known).
HandPotDrill hand_pot_drill(std::uint64_t seed, int level);

// The answer graded like the side-pot drill's, field by field.
DrillGrade grade(const HandPotDrill& drill, const SidePotAnswer& answer);

}  // namespace tapis
