#include "core/pots/awards.hpp"

#include <algorithm>

namespace tapis {

std::vector<int> seats_from_button(int seat_count, int button) {
  std::vector<int> order;
  for (int k = 1; k <= seat_count; ++k) order.push_back((button + k) % seat_count);
  return order;
}

std::vector<Chips> split_amount(Chips amount, std::size_t winners, Chips unit) {
  std::vector<Chips> shares(winners, 0);
  if (winners == 0) return shares;
  if (unit <= 0) unit = 1;
  Chips units = amount / unit;
  Chips loose = amount % unit;  // less than one chip of the smallest denomination
  Chips each = units / static_cast<Chips>(winners);
  Chips odd = units % static_cast<Chips>(winners);
  for (std::size_t w = 0; w < winners; ++w)
    shares[w] = each * unit + (static_cast<Chips>(w) < odd ? unit : 0);
  shares[0] += loose;
  return shares;
}

AwardResult award_pots(const PotSplit& split, const Strength& strength, int button, Chips unit) {
  AwardResult out;
  const int seats = static_cast<int>(strength.size());
  const std::vector<int> order = seats_from_button(seats, button);
  // Guides 002 and 004: the last side pot created is pushed first, the main pot last.
  for (int p = static_cast<int>(split.pots.size()) - 1; p >= 0; --p) {
    const Pot& pot = split.pots[p];
    Award award;
    award.pot = p;
    if (pot.eligible.size() == 1) {
      // Guide 000: a pot with a single player left needs no showdown.
      award.contested = false;
      award.winners = pot.eligible;
      award.amounts = {pot.amount};
      out.awards.push_back(std::move(award));
      continue;
    }
    std::optional<std::int64_t> best;
    for (int seat : pot.eligible)
      if (strength[seat] && (!best || *strength[seat] > *best)) best = strength[seat];
    if (!best) {
      out.undecided_pots.push_back(p);
      continue;
    }
    for (int seat : order)
      if (std::find(pot.eligible.begin(), pot.eligible.end(), seat) != pot.eligible.end() &&
          strength[seat] == best)
        award.winners.push_back(seat);
    award.amounts = split_amount(pot.amount, award.winners.size(), unit);
    out.awards.push_back(std::move(award));
  }
  return out;
}

}  // namespace tapis
