#pragma once
#include <vector>

#include "core/base/chips.hpp"

namespace tapis {

// Guide 002 (tournaments): when several players bust in one hand, the one who had more chips
// at the start of the hand finishes higher; with a big-blind ante, stacks are compared after
// the ante is posted (TDA). `start` is that comparison stack, `end` the chips after the hand.
// Returns groups of seats, best finishing place first; seats in one group tie.
std::vector<std::vector<int>> busted_order(const std::vector<Chips>& start,
                                           const std::vector<Chips>& end);

}  // namespace tapis
