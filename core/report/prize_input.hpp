#pragma once
#include <optional>
#include <vector>

#include "core/base/chips.hpp"
#include "core/report/report.hpp"
#include "core/report/showdown_report.hpp"

namespace tapis {

// Issue 31: the stacks the prize money section values (each seat's chips as the hand began), or
// nullopt when there is no section: no prizes, prizes with errors, or a stack unknown (each then
// in `missing`, its error at its field). Both modules ask it, so a spec gets the same `missing`
// from either (core/page/prizes_not_in_module.cpp).
std::optional<std::vector<Chips>> prize_start(const ShowdownInput& in, Missing& missing);

}  // namespace tapis
