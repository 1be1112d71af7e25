#pragma once
// How a hand's betting ended, which decides who shows first at the showdown (guide 000: the
// river's last aggressor, TDA 2024 Rule 17; an all-in called before the river, WSOP Live Action
// Rule 149).
#include <vector>

#include "core/betting/deal_table.hpp"

namespace tapis {

struct BettingEnd {
  int river_aggressor = -1;   // the last seat to bet or raise on the river, -1 if none
  bool before_river = false;  // nobody acted on the river: the betting was over before it
};

BettingEnd betting_end(const std::vector<LogEntry>& log);

}  // namespace tapis
