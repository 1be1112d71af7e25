#pragma once
#include <optional>
#include <vector>

#include "core/base/chips.hpp"
#include "core/json/json.hpp"
#include "core/spec/reader.hpp"

namespace tapis {

// A played deal's recorded result, when the spec comes from a hand history (PHH `winnings` and
// `finishing_stacks`): "recorded": {"winnings": [...], "finishingStacks": [...]}, one amount per
// seat in the spec's money unit. Errors: spec.type, amount.*, recorded.length (not one amount a
// seat).
struct Recorded {
  std::optional<std::vector<Chips>> winnings;   // pots each seat collected, after the house's cut
  std::optional<std::vector<Chips>> finishing;  // each seat's stack after the hand
};
std::optional<Recorded> read_recorded(Reader& r, const Json& spec, int seats);

// report "recorded": whether Tapis's result agrees with it, per player and in all, and what the
// house kept (online winnings are net of the rake: PHH optional.rst, "Winnings").
//   collected  what Tapis awards the player (pots, not his uncalled chips coming back)
//   stack      his stack after the hand as Tapis plays it: start - committed + collected + returned
//   status     "agrees" (equal), "raked" (a winner who got less: the house's cut), "disagrees",
//              "undecided" (a pot he may win waits for a showdown Tapis cannot decide),
//              "unfinished" (the history stops before the end of the hand), "unrecorded"
//              (winnings all 0 though a pot was won, "winningsEmpty": the file records nothing)
//   rake       all the pots less all the winnings (or all the starting stacks less all the
//              finishing stacks); null while the hand is not over. A big blind who collects a
//              walk may be recorded with his own unmatched blind (site logs do) or without it
//              (Tapis returns it uncalled): both agree, and the rake counts it as he was recorded.
//   agrees     false when a player disagrees; true when every player was judged and agrees (or
//              was raked); null otherwise
// `report` is the deal's report (players, pots, payouts, returned, undecided, over).
void write_recorded(Json& report, const Recorded& recorded);

// report "source": the spec's "source" (where a hand was imported from) without its "fields".
void write_source(Json& report, const Json& spec);

}  // namespace tapis
