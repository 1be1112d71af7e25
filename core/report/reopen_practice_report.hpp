#pragma once
#include "core/json/json.hpp"
#include "core/spec/practice_spec.hpp"

namespace tapis {

// Issue 32, exercise 4: a "does it reopen?" drill's report. It is the hand's own report (hand
// mode's: the log, who acts, `legal` with `raiseClosed` when the betting is not reopened) plus
// "practice": {drill: "reopen", seed, level, spec (the hand), question: {player}, grade}. grade is
// null without an answer, else {solved, fields: [{field: "answer.actions", right, rule (TDA 2024
// Rule 47, or 47-B in Limit), expected: the actions he may take, of "fold", "call", "raise"}]}.
Json analyze_reopen_practice(const PracticeSpec& p, const Json& spec);

}  // namespace tapis
