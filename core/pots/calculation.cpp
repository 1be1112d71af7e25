#include "core/pots/calculation.hpp"

#include <algorithm>

namespace tapis {

namespace {

// Seats that paid the whole layer, and what the others left in it.
void count_layer(Calculation& c, const std::vector<Chips>& parts) {
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (c.layer() > 0 && parts[i] == c.layer())
      ++c.players;
    else if (parts[i] > 0)
      c.partial.emplace_back(static_cast<int>(i), parts[i]);
  }
}

}  // namespace

Calculation calculation(const Pot& pot) {
  Calculation c;
  c.dead_money = pot.dead_money;
  c.from = pot.previous_level;
  c.to = pot.level;
  count_layer(c, pot.contributions);
  return c;
}

Calculation street_calculation(const Pot& pot, std::span<const Stake> stakes,
                               const std::vector<std::vector<Chips>>& streets) {
  const std::size_t seats = stakes.size();
  // before[s][k]: what seat s had put in before street k.
  auto before = [&](std::size_t s, std::size_t k) {
    Chips sum = 0;
    for (std::size_t j = 0; j < k && j < streets[s].size(); ++j) sum += streets[s][j];
    return std::min(sum, stakes[s].committed);
  };
  auto in_pot = [&](Chips upto) {  // a seat's chips up to `upto`, inside this pot's layer
    return std::clamp(upto, pot.previous_level, pot.level) - pot.previous_level;
  };
  // The last street that added to this pot.
  std::size_t street = 0;
  const std::size_t count = streets.empty() ? 0 : streets[0].size();
  for (std::size_t k = 0; k < count; ++k)
    for (std::size_t s = 0; s < seats; ++s)
      if (in_pot(before(s, k + 1)) > in_pot(before(s, k))) street = k;

  Calculation c;
  c.dead_money = pot.dead_money;
  std::vector<Chips> parts(seats, 0);
  for (std::size_t s = 0; s < seats; ++s) {
    const Chips earlier = in_pot(before(s, street));
    c.dead_money += earlier;
    parts[s] = pot.contributions[s] - earlier;
  }
  // The street's amounts start where the eligible players stood when it began.
  Chips base = -1;
  for (int s : pot.eligible) {
    const Chips b = before(static_cast<std::size_t>(s), street);
    base = base < 0 ? b : std::min(base, b);
  }
  if (base < 0) base = 0;
  c.from = std::max<Chips>(pot.previous_level - base, 0);
  c.to = std::max<Chips>(pot.level - base, c.from);
  count_layer(c, parts);
  return c;
}

}  // namespace tapis
