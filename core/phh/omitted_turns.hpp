#pragma once
#include <optional>
#include <vector>

#include "core/betting/deal_state.hpp"

namespace tapis {

// Real histories skip a turn now and then (the PHH dataset's WSOP 2019 #42 hand never writes the
// button's preflop fold), though required.rst lists every action in order. pokerkit's reader
// repairs them (CHANGELOG 0.5, "Automatic repair of broken hand histories"): while the recorded
// action cannot be played, the player on turn checks when there is nothing to call, else folds.
//
// The actions that bring the turn to `seat` so: one per player on turn before it, numbered from
// `first_index` (the spec's next action). Empty when `seat` is on turn. nullopt when the turn is
// not merely skipped: `seat` has folded, is all-in or is not due to act again this betting round,
// or the fills would end the round or the hand before reaching it (the recorded action then
// keeps the deal's own error).
std::optional<std::vector<Action>> omitted_turns(const DealState& deal, int seat, int first_index);

}  // namespace tapis
