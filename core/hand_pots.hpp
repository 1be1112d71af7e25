#pragma once
#include <vector>

#include "core/pots.hpp"

namespace tapis {

// split_pots for a hand played out action by action, where one more case arises: everyone
// folds to a player all-in for less than what the folders put in (an ante or a blind he could
// not cover, WSOP Rule 154). Nobody still in can win the folders' chips above his level: like
// an uncalled bet they go back to whoever put them in, listed with the returns.
Result<PotSplit> split_hand(const std::vector<Stake>& stakes);

}  // namespace tapis
