#include "core/pots/pots.hpp"

#include <algorithm>
#include <string>

namespace tapis {

Result<PotSplit> split_pots(std::span<const Stake> stakes, Chips dead_money) {
  PotSplit out;
  const int n = static_cast<int>(stakes.size());
  std::vector<Chips> in(stakes.size());
  Chips total = dead_money;
  bool anyone_in = false;
  for (int i = 0; i < n; ++i) {
    in[i] = stakes[i].committed;
    total += stakes[i].committed;
    anyone_in = anyone_in || !stakes[i].folded;
  }
  out.total_committed = total;
  if (!anyone_in) return error("pots.everyone_folded", "players").text("field", "players");

  // Guide 004: "the chips only one player put in, that nobody matched, go back to him".
  int top = -1;
  Chips second = 0;
  for (int i = 0; i < n; ++i) {
    if (top < 0 || in[i] > in[top]) {
      if (top >= 0) second = std::max(second, in[top]);
      top = i;
    } else {
      second = std::max(second, in[i]);
    }
  }
  if (top >= 0 && in[top] > second) {
    out.returns.push_back(Return{top, in[top], second, in[top] - second});
    in[top] = second;
  }

  // Levels: the amounts of the players still in, smallest first (guide 002's method).
  std::vector<Chips> levels;
  for (int i = 0; i < n; ++i)
    if (!stakes[i].folded) levels.push_back(in[i]);
  std::sort(levels.begin(), levels.end());
  levels.erase(std::unique(levels.begin(), levels.end()), levels.end());

  Chips previous = 0;
  for (std::size_t k = 0; k < levels.size(); ++k) {
    Pot pot;
    pot.previous_level = previous;
    pot.level = levels[k];
    pot.contributions.assign(stakes.size(), 0);
    if (k == 0) pot.dead_money = dead_money;
    pot.amount = pot.dead_money;
    for (int i = 0; i < n; ++i) {
      Chips layer = std::clamp(in[i], previous, levels[k]) - previous;
      pot.contributions[i] = layer;
      pot.amount += layer;
      if (!stakes[i].folded && in[i] >= levels[k]) pot.eligible.push_back(i);
    }
    previous = levels[k];
    // A level nobody added to (a player still in with nothing committed) is no pot of its own.
    if (pot.amount == 0 && !(k == 0 && levels.size() == 1)) continue;
    out.pots.push_back(std::move(pot));
  }

  // Chips folded players put in above every player still in: nobody left can win them, so they
  // go back to whoever put them in, like an uncalled bet (guide 004).
  for (int i = 0; i < n; ++i) {
    if (in[i] <= previous) continue;
    Chips back = in[i] - previous;
    auto same = std::find_if(out.returns.begin(), out.returns.end(),
                             [&](const Return& r) { return r.seat == i; });
    if (same != out.returns.end()) {
      same->matched = previous;
      same->amount += back;
    } else {
      out.returns.push_back(Return{i, stakes[i].committed, previous, back});
    }
  }
  return out;
}

std::vector<int> short_stakes(std::span<const Stake> stakes) {
  Chips largest = 0;
  for (const auto& s : stakes) largest = std::max(largest, s.committed);
  std::vector<int> seats;
  for (std::size_t i = 0; i < stakes.size(); ++i)
    if (!stakes[i].folded && stakes[i].committed < largest) seats.push_back(static_cast<int>(i));
  return seats;
}

Chips returned_to(const PotSplit& split, int seat) {
  Chips sum = 0;
  for (const auto& r : split.returns)
    if (r.seat == seat) sum += r.amount;
  return sum;
}

}  // namespace tapis
