#pragma once
#include "core/json/json.hpp"
#include "core/spec/practice_spec.hpp"

namespace tapis {

// Issue 32, exercise 6: who must show first? The report is the hand's own, played to its showdown
// (its showOrder, faceUp and showRuling are the worked solution), plus "practice": {drill:
// "showdown", seed, level, spec (the hand), question: {players: the players at the showdown, by
// seat}, grade}. grade is null without an answer, else {solved, fields: [{field: "answer.first",
// right, rule (the showRuling's), expected: the name of who shows first, or "all"}]}.
Json analyze_show_practice(const PracticeSpec& p, const Json& spec);

}  // namespace tapis
