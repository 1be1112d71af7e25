#include "core/prizes/finish_places.hpp"

namespace tapis {

Cents prize_of_place(const std::vector<Cents>& prizes, int place) {
  return place >= 1 && static_cast<std::size_t>(place) <= prizes.size()
             ? prizes[static_cast<std::size_t>(place - 1)]
             : 0;
}

std::vector<FinishGroup> finish_places(const std::vector<std::vector<int>>& busted, int remaining,
                                       const std::vector<Cents>& prizes) {
  int out = 0;
  for (const auto& group : busted) out += static_cast<int>(group.size());
  std::vector<FinishGroup> groups;
  int place = remaining - out + 1;
  for (const auto& seats : busted) {
    FinishGroup g;
    g.seats = seats;
    g.from = place;
    g.to = place + static_cast<int>(seats.size()) - 1;
    Cents pool = 0;
    for (int p = g.from; p <= g.to; ++p) pool += prize_of_place(prizes, p);
    const auto k = static_cast<Cents>(seats.size());
    for (Cents i = 0; i < k; ++i) g.prizes.push_back(pool / k + (i < pool % k ? 1 : 0));
    place = g.to + 1;
    groups.push_back(std::move(g));
  }
  return groups;
}

}  // namespace tapis
