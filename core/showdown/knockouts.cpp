#include "core/showdown/knockouts.hpp"

#include <algorithm>

namespace tapis {

std::vector<Knockout> knockouts(const PotSplit& split, const AwardResult& awards,
                                const std::vector<int>& busted, const std::vector<Chips>& bounties,
                                bool progressive) {
  std::vector<Knockout> out;
  for (int seat : busted) {
    int highest = -1;
    for (std::size_t p = 0; p < split.pots.size(); ++p) {
      const auto& e = split.pots[p].eligible;
      if (std::find(e.begin(), e.end(), seat) != e.end()) highest = static_cast<int>(p);
    }
    Knockout k;
    k.seat = seat;
    k.bounty = static_cast<std::size_t>(seat) < bounties.size() ? bounties[seat] : 0;
    // Who took that pot's chips, and how many (every run of it), in odd-chip order.
    std::vector<Chips> won;
    for (const Award& a : awards.awards) {
      if (a.pot != highest) continue;
      for (std::size_t w = 0; w < a.winners.size(); ++w) {
        auto it = std::find(k.winners.begin(), k.winners.end(), a.winners[w]);
        if (it == k.winners.end()) {
          k.winners.push_back(a.winners[w]);
          won.push_back(a.amounts[w]);
        } else {
          won[static_cast<std::size_t>(it - k.winners.begin())] += a.amounts[w];
        }
      }
    }
    Chips total = 0;
    for (Chips c : won) total += c;
    Chips given = 0;
    for (Chips c : won) {
      const Chips share = total > 0 ? k.bounty * c / total : 0;
      k.shares.push_back(share);
      given += share;
    }
    for (std::size_t w = 0; given < k.bounty && w < k.shares.size(); ++w, ++given) ++k.shares[w];
    for (Chips s : k.shares) k.paid.push_back(progressive ? s - s / 2 : s);
    out.push_back(std::move(k));
  }
  return out;
}

std::vector<Chips> bounties_after(const std::vector<Chips>& bounties,
                                  const std::vector<Knockout>& knockouts) {
  std::vector<Chips> after = bounties;
  for (const Knockout& k : knockouts) {
    after[static_cast<std::size_t>(k.seat)] = 0;
    for (std::size_t w = 0; w < k.winners.size(); ++w)
      after[static_cast<std::size_t>(k.winners[w])] += k.shares[w] - k.paid[w];
  }
  return after;
}

}  // namespace tapis
