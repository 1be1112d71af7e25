#pragma once
#include "core/json/json.hpp"
#include "core/spec/practice_spec.hpp"

namespace tapis {

// Issue 32, exercise 7: finishing places and prizes. The report is the table's own quick-mode
// report (a tournament with prizes and a ranking: its `busted`, `bustedGroups` and
// `prizeEquity.after.finish`/`paid` are the worked solution) plus "practice": {drill: "places",
// seed, level, spec (the table), grade}. grade: "answer.places" with its player for every seat
// (expected: the best place of his group, or null when he is still in) and "answer.prizes" for
// every player who busts (expected: his prize in money) and for a player still in given a prize
// (expected: null); rule guide-002-finishing, with
// TDA-simultaneous for a tie.
Json analyze_place_practice(const PracticeSpec& p, const Json& spec);

}  // namespace tapis
