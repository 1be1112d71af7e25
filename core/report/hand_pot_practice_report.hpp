#pragma once
#include "core/json/json.hpp"
#include "core/spec/practice_spec.hpp"

namespace tapis {

// Issue 32, exercise 2: side pots from a hand played out. The report is the hand's own report
// (hand mode's: the log street by street, its pots with the Calculation column, what went back)
// plus "practice": {drill: "handpots", seed, level, spec (the hand), grade}; the answer and its
// grade are the side-pot drill's (core/report/practice_report.hpp).
Json analyze_hand_pot_practice(const PracticeSpec& p, const Json& spec);

}  // namespace tapis
