#pragma once
#include "core/json/json.hpp"

namespace tapis {

// Issue 32: a spec with "practice" (core/spec/practice_spec.hpp). The report is the drill's
// table's own report (its pots with the guide's Calculation column: the worked solution) plus
// "practice": {drill, seed, level, spec (the table, a quick-mode spec), grade}; grade is null
// without "answer", else {solved, fields: [{field, player?, right}]}, at the answer's fields
// ("answer.pots", "answer.pots[i].amount", "answer.pots[i].eligible", and "answer.returned" with
// its player, for every seat). Errors in the answer are at their
// field (answer.pots[i].amount, answer.pots[i].eligible[j], answer.returned), grade null.
Json analyze_practice(const Json& spec);

}  // namespace tapis
