#pragma once
#include <vector>

#include "core/prizes/icm.hpp"

namespace tapis {

// The places the players who bust in one hand take, and what each is paid.
struct FinishGroup {
  std::vector<int> seats;     // tied players (one unless their stacks were equal)
  int from = 0, to = 0;       // places, 1 is first; from == to for one player
  std::vector<Cents> prizes;  // by seat of `seats`
};

// `busted`: groups of seats, best finishing place first (busted_order,
// core/showdown/finishing.hpp); `remaining`: players still in the tournament as the hand began,
// at this table and elsewhere. The busted take the last places, the first group the best of
// them. Guide 002: the order counts for the money in the paid places. Tied players share the
// prizes of the places they take equally (TDA, simultaneous eliminations); a cent that does not
// divide goes to the first of them in the group's (seat) order, as an odd chip would.
std::vector<FinishGroup> finish_places(const std::vector<std::vector<int>>& busted, int remaining,
                                       const std::vector<Cents>& prizes);

// The prize of place `place` (1 is first), 0 beyond the paid places.
Cents prize_of_place(const std::vector<Cents>& prizes, int place);

}  // namespace tapis
