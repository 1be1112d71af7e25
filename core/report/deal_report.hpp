#pragma once
#include <optional>

#include "core/base/error.hpp"
#include "core/betting/deal_state.hpp"
#include "core/json/json.hpp"
#include "core/report/recorded.hpp"
#include "core/spec/problems.hpp"

namespace tapis {

// The report of a deal at any point. Besides the fields every mode shares (report.hpp):
//   street, boardDealt (the board's cards dealt by this street), over, toAct, legal, round,
//   players, bets, pot, rulings, log, actionsApplied.
// While a betting round is open, the chips put in on this street are shown in "bets" and in
// each player's "bet": they are in nobody's pot yet (the bet may still be called, raised, or
// go back uncalled), so "pots" only hold the streets already closed, "returned" stays empty,
// and "awards" and "payouts" are empty until the hand is over. Once the hand is over every
// chip is in a pot or in "returned", and the pots are awarded with "ranking" when it is given.
// With errors, ok is false; an action that cannot be played stops the deal: everything else
// describes the state before it ("missing": ["actions"]).
// Each ruling and log entry says `action`, the spec action it is about, and `at`, the one whose
// play gave it (null, or no `at` in the log, for the posts before any action): they differ for
// an action held out of turn, settled and played when another action brings its turn (TDA 2024
// Rule 53). A log entry of a bet or raise says `full`: whether it reopens the betting (Rule 47).
// With `recorded` (a hand history's result), "recorded" too (core/report/recorded.hpp).
Json deal_report(const DealState& deal, const Problems& problems,
                 const std::optional<Recorded>& recorded = std::nullopt);

}  // namespace tapis
