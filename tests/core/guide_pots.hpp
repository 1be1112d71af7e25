#pragma once
// Issue 32's side-pot drills (exercises 1 and 2): the answer key computed in the tests, from guide
// 002's method as the guide says it, not core/pots/.
#include <algorithm>
#include <map>
#include <set>
#include <vector>

#include "core/base/chips.hpp"
#include "core/practice/side_pot_drill.hpp"

namespace drill_test {

using tapis::Chips;

struct KeyPot {
  Chips amount = 0;
  std::vector<int> eligible;
};
struct Key {
  std::vector<KeyPot> pots;
  std::map<int, Chips> returned;
};

// Guide 002, step by step: the levels are what the players still in put in, lowest first; each
// pot takes from every stake (folded ones too) its part between the level below and its own; the
// players still in who reached the level are eligible. What one player put in beyond everybody
// else goes back to him. Antes already in the middle go to the main pot (guide 004).
inline Key guide_pots(std::vector<Chips> stakes, const std::vector<bool>& folded,
                      Chips dead_money) {
  Key k;
  // The uncalled excess: the largest stake beyond the second largest of anybody.
  std::vector<int> order(stakes.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::sort(order.begin(), order.end(), [&](int a, int b) { return stakes[a] > stakes[b]; });
  if (stakes[order[0]] > stakes[order[1]]) {
    k.returned[order[0]] = stakes[order[0]] - stakes[order[1]];
    stakes[order[0]] = stakes[order[1]];
  }
  std::set<Chips> levels;
  for (std::size_t s = 0; s < stakes.size(); ++s)
    if (!folded[s]) levels.insert(stakes[s]);
  Chips below = 0;
  for (Chips level : levels) {
    KeyPot pot;
    for (std::size_t s = 0; s < stakes.size(); ++s) {
      pot.amount += std::clamp(stakes[s], below, level) - below;
      if (!folded[s] && stakes[s] >= level) pot.eligible.push_back(static_cast<int>(s));
    }
    if (k.pots.empty()) pot.amount += dead_money;
    k.pots.push_back(pot);
    below = level;
  }
  return k;
}

// The key as the answer a player who got everything right would give.
inline tapis::SidePotAnswer answer_of(const Key& k, std::size_t seats) {
  tapis::SidePotAnswer a;
  for (const auto& p : k.pots) a.pots.push_back({p.amount, p.eligible});
  a.returned.assign(seats, 0);
  for (const auto& [seat, chips] : k.returned) a.returned[static_cast<std::size_t>(seat)] = chips;
  return a;
}

}  // namespace drill_test
