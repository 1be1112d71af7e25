#include "core/hand_pots.hpp"

#include <algorithm>

namespace tapis {

Result<PotSplit> split_hand(const std::vector<Stake>& stakes) {
  Chips live = 0;
  for (const auto& s : stakes)
    if (!s.folded) live = std::max(live, s.committed);
  std::vector<Stake> capped = stakes;
  std::vector<Return> dead;
  for (std::size_t i = 0; i < capped.size(); ++i) {
    if (capped[i].folded && capped[i].committed > live) {
      dead.push_back(
          Return{static_cast<int>(i), capped[i].committed, live, capped[i].committed - live});
      capped[i].committed = live;
    }
  }
  auto split = split_pots(capped, 0);
  if (!split) return split;
  PotSplit out = std::move(split).value();
  for (const auto& r : dead) {
    out.returns.push_back(r);
    out.total_committed += r.amount;
  }
  return out;
}

}  // namespace tapis
