#include "core/report/prize_input.hpp"

namespace tapis {

std::optional<std::vector<Chips>> prize_start(const ShowdownInput& in, Missing& missing) {
  if (!in.prizes_ok) missing.add("prizeEquity");
  if (!in.prizes) return std::nullopt;
  std::vector<Chips> start;
  for (const auto& s : in.start_stacks) {
    if (!s || *s <= 0) {  // quick mode without a stack: its error is at the field
      missing.add("prizeEquity");
      return std::nullopt;
    }
    start.push_back(*s);
  }
  return start;
}

}  // namespace tapis
