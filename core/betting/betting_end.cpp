#include "core/betting/betting_end.hpp"

namespace tapis {

BettingEnd betting_end(const std::vector<LogEntry>& log) {
  BettingEnd end;
  bool river_dealt = false;
  for (const auto& e : log) {
    if (e.street != Street::River) continue;
    river_dealt = true;
    if (e.type == "bet" || e.type == "raise") end.river_aggressor = e.seat;
  }
  end.before_river = !river_dealt;
  return end;
}

}  // namespace tapis
