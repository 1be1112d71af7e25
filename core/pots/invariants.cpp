#include "core/pots/invariants.hpp"

#include <algorithm>

namespace tapis {

std::optional<std::string> check_pot_split(std::span<const Stake> stakes, Chips dead_money,
                                           const PotSplit& split) {
  Chips committed = dead_money;
  for (const auto& s : stakes) committed += s.committed;
  Chips accounted = 0;
  std::vector<Chips> per_seat(stakes.size(), 0);
  for (const auto& r : split.returns) {
    accounted += r.amount;
    per_seat[static_cast<std::size_t>(r.seat)] += r.amount;
  }
  Chips previous = -1;
  for (const auto& pot : split.pots) {
    Chips sum = pot.dead_money;
    for (std::size_t i = 0; i < stakes.size(); ++i) {
      sum += pot.contributions[i];
      per_seat[i] += pot.contributions[i];
    }
    if (sum != pot.amount) return "a pot's amount differs from its contributions";
    if (pot.level <= previous) return "pot levels are not increasing";
    previous = pot.level;
    if (pot.eligible.empty()) return "a pot nobody can win";
    for (int seat : pot.eligible)
      if (stakes[static_cast<std::size_t>(seat)].folded) return "a folded player is eligible";
    accounted += pot.amount;
  }
  if (accounted != committed) return "chips not conserved: pots + returns != committed";
  for (std::size_t i = 0; i < stakes.size(); ++i)
    if (per_seat[i] != stakes[i].committed) return "a player's chips are not all accounted for";
  return std::nullopt;
}

std::optional<std::string> check_awards(const PotSplit& split, const AwardResult& awards) {
  for (const auto& a : awards.awards) {
    const Pot& pot = split.pots[static_cast<std::size_t>(a.pot)];
    Chips sum = 0;
    for (Chips c : a.amounts) sum += c;
    if (a.run == 0 && sum != pot.amount) return "an award does not hand out its whole pot";
    for (int w : a.winners)
      if (std::find(pot.eligible.begin(), pot.eligible.end(), w) == pot.eligible.end())
        return "a pot went to a player not eligible for it";
  }
  return std::nullopt;
}

}  // namespace tapis
