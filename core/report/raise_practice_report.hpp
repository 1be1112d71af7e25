#pragma once
#include "core/json/json.hpp"
#include "core/spec/practice_spec.hpp"

namespace tapis {

// Issue 32, exercise 3: a raise drill's report. It is the hand's own report (hand mode's: the
// action log, who acts, his legal range) plus "practice": {drill: "raises", seed, level, spec (the
// hand, a spec played action by action), question: {player, ask: "min" | "max"}, grade}. grade is
// null without an answer, else {solved, fields: [{field: "answer.to", right, rule, expected,
// why}]}, `why` the error the engine gives that raise (action.raise_below_min...), or null when it
// is legal but not the asked bound.
Json analyze_raise_practice(const PracticeSpec& p, const Json& spec);

}  // namespace tapis
