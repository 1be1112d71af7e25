#pragma once
// Issue 32: a side-pot answer's grade as the report says it (exercises 1 and 2): each field
// marked at the answer's own path, with its rule and the right value beside it.
#include <string>
#include <vector>

#include "core/base/money.hpp"
#include "core/json/json.hpp"
#include "core/practice/side_pot_drill.hpp"

namespace tapis {

// {solved, fields: [{field, player?, right, rule, expected}]}; `names`: the seats' names.
Json pot_grade_json(const DrillGrade& g, const std::vector<std::string>& names, const PotSplit& key,
                    const Money& money);

}  // namespace tapis
