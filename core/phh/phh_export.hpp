#pragma once
#include <string>
#include <string_view>

#include "core/json/json.hpp"

namespace tapis {

// A spec played action by action as one PHH hand (docs/hand-histories.md): {"ok", "errors", "phh"}.
//
// The seats are written from the button's left, so that p1 is the small blind (the big blind
// heads-up) and the button is last (phh-std spec.rst, "Position"). Every action goes through
// DealState and is written as what it was: a fold `f`, a check or a call `cc`, a bet, a raise or
// an all-in for more than a call `cbr <street total>`; a silent push as what it was read as. The
// dealer's `d dh` come first (`????` for a hand nobody knows), a `d db` when a street starts, and
// at a showdown each player still in shows (`sm <cards>`) or, without cards, mucks (`sm`). The
// spec's "recorded" becomes `winnings` / `finishing_stacks`, its "source" the hand's number and
// fields; what only Tapis says is kept in user-defined `_tapis_*` fields (style.rst). Equity
// settings are not part of the hand and are not written.
//
// Errors: the spec's own (the hand must be one Tapis plays without error), phh.export_quick (no
// "actions": only a deal has a history), phh.export_variant (pineapple has no PHH code),
// phh.export_post (a live blind posted by a player coming back: PHH has no field for it).
Json spec_to_phh(const Json& spec);
std::string to_phh(std::string_view spec_text);  // JSON text of the above

}  // namespace tapis
