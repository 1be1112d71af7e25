#include "core/showdown/finishing.hpp"

#include <algorithm>

namespace tapis {

std::vector<std::vector<int>> busted_order(const std::vector<Chips>& start,
                                           const std::vector<Chips>& end) {
  std::vector<int> busted;
  for (std::size_t s = 0; s < end.size(); ++s)
    if (end[s] == 0) busted.push_back(static_cast<int>(s));
  // More chips first, then seat order (a total order: std::sort is as good as a stable sort here,
  // and smaller in the page's module).
  std::sort(busted.begin(), busted.end(),
            [&](int a, int b) { return start[a] != start[b] ? start[a] > start[b] : a < b; });
  std::vector<std::vector<int>> groups;
  for (int s : busted) {
    if (!groups.empty() && start[groups.back().front()] == start[s])
      groups.back().push_back(s);
    else
      groups.push_back({s});
  }
  return groups;
}

}  // namespace tapis
