#pragma once
// Issue 32's hands played out (exercises 2 and 6) replayed from their actions here, not with
// core/betting/: what each player put in, who folded or is all-in, how the betting ended.
#include <algorithm>
#include <vector>

#include "core/betting/action.hpp"
#include "core/betting/deal_config.hpp"

namespace drill_test {

using tapis::ActionType;
using tapis::Chips;

struct Put {
  std::vector<Chips> committed;  // antes and blinds included
  std::vector<bool> folded, all_in;
  Chips dead = 0;  // the big-blind ante
  bool ok = true;
  // How the betting ended: the last bet or raise on the river (an all-in above the bet counts,
  // guide 000), and whether anybody acted on the river at all.
  int river_aggressor = -1;
  bool river_action = false;
};

// What each player put in: antes, blinds (a big-blind ante after the blind), then each action;
// a call matches the street's bet or puts in what is left; a round ends once every player who can
// still bet has acted and matched it.
inline Put replay_chips(const tapis::DealConfig& c, const std::vector<tapis::Action>& actions) {
  const std::size_t n = c.names.size();
  Put p;
  p.committed.assign(n, 0);
  p.folded.assign(n, false);
  p.all_in.assign(n, false);
  std::vector<Chips> stack = c.stacks, bet(n, 0);
  std::vector<bool> acted(n, false);
  auto take = [&](std::size_t s, Chips want) {
    const Chips add = std::min(want, stack[s]);
    stack[s] -= add;
    p.all_in[s] = stack[s] == 0;
    return add;
  };
  for (std::size_t s = 0; s < n; ++s) p.committed[s] += take(s, c.ante);
  auto post = [&](std::size_t s, Chips blind) {
    const Chips add = take(s, blind);
    bet[s] += add;
    p.committed[s] += add;
  };
  // The blinds left of the button (heads-up, the button posts the small blind).
  const auto button = static_cast<std::size_t>(c.button);
  const std::size_t sb = n == 2 ? button : (button + 1) % n, bb = (sb + 1) % n;
  post(sb, c.small_blind);
  post(bb, c.big_blind);
  p.dead = take(bb, c.big_blind_ante);
  Chips level = c.big_blind;
  int street = 0;  // 0: preflop ... 3: the river
  for (const auto& a : actions) {
    const auto s = static_cast<std::size_t>(a.seat);
    if (street == 3) p.river_action = true;
    switch (a.type) {
      case ActionType::Fold:
        p.folded[s] = true;
        break;
      case ActionType::Check:
        break;
      case ActionType::Call:
        post(s, level - bet[s]);
        break;
      case ActionType::Bet:
      case ActionType::Raise:
        post(s, *a.to - bet[s]);
        break;
      case ActionType::AllIn:
        post(s, stack[s]);
        break;
      default:
        p.ok = false;
    }
    if (street == 3 && bet[s] > level) p.river_aggressor = a.seat;
    level = std::max(level, bet[s]);
    acted[s] = true;
    int can_bet = 0;
    bool closed = true;
    for (std::size_t i = 0; i < n; ++i) {
      if (p.folded[i] || p.all_in[i]) continue;
      ++can_bet;
      if (!acted[i] || bet[i] != level) closed = false;
    }
    if (closed) {
      ++street;
      std::fill(bet.begin(), bet.end(), 0);
      std::fill(acted.begin(), acted.end(), false);
      level = 0;
    }
  }
  return p;
}

}  // namespace drill_test
