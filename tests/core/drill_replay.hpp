#pragma once
// Issue 32's hand drills (exercises 3 and 4) replayed street by street from their actions, with
// the guides' arithmetic written here, not core/betting/: guide 003 (the minimum raise is the bet
// plus the last full raise; Pot-Limit's most is the bet plus the pot once called), TDA 2024
// Rule 47 (a short all-in does not reopen the betting for who already acted, unless the raises
// since add up to a full one) and Rule 47-B (Limit: half a bet or more counts as a full raise).
#include <algorithm>
#include <vector>

#include "core/betting/action.hpp"
#include "core/betting/deal_config.hpp"

namespace drill_test {

using tapis::ActionType;
using tapis::Chips;

struct Replay {
  Chips min_to = 0, max_to = 0, level = 0, owed = 0;
  int street = 0;             // 0: preflop, 1: the flop, 2: the turn
  bool short_all_in = false;  // the bet to match is an all-in short of a full raise
  bool may_raise = false;     // the asked player may raise (Rule 47)
  bool ok = true;
};

// A round ends once every player still able to bet has acted and matched the bet; the next street
// starts from nothing, its first full bet at least the big blind (Limit: the street's fixed bet).
inline Replay replay(const tapis::DealConfig& c, const std::vector<tapis::Action>& actions,
                     int asked_seat) {
  const std::size_t n = c.names.size();
  const bool limit = c.betting == tapis::Betting::Limit;
  std::vector<Chips> stack = c.stacks, bet(n, 0);
  std::vector<bool> folded(n, false), all_in(n, false), acted(n, false);
  // Rule 47: for each player, the bet when he last acted and the raises since (a full one seen).
  std::vector<Chips> acted_level(n, 0), acted_full(n, 0);
  std::vector<bool> reopened(n, false);
  Chips pot = 0;  // chips of earlier streets
  Replay r;
  auto put = [&](std::size_t s, Chips to) {
    const Chips add = std::min(to - bet[s], stack[s]);
    stack[s] -= add;
    bet[s] += add;
    all_in[s] = stack[s] == 0;
  };
  put(0, c.small_blind);
  put(1, c.big_blind);
  auto street_bet = [&] {
    return limit ? (r.street >= 2 ? c.limit.big_bet : c.limit.small_bet) : c.big_blind;
  };
  Chips level = c.big_blind, last_full = c.big_blind, full_to = c.big_blind;
  for (const auto& a : actions) {
    const auto s = static_cast<std::size_t>(a.seat);
    switch (a.type) {
      case ActionType::Fold:
        folded[s] = true;
        break;
      case ActionType::Check:
        break;
      case ActionType::Call:
        put(s, level);
        break;
      case ActionType::Bet:
      case ActionType::Raise:
      case ActionType::AllIn: {
        const Chips to = a.type == ActionType::AllIn ? bet[s] + stack[s] : *a.to;
        put(s, to);
        const Chips by = to - level;
        // A full bet or raise; in Limit an all-in of half a bet or more counts as one (47-B).
        const bool full = limit ? by * 2 >= street_bet() : by >= last_full;
        if (by > 0 && full) {
          last_full = limit ? street_bet() : by;
          full_to = to;
        }
        level = std::max(level, to);
        // Who acted before: reopened once the raises since reach a full one.
        for (std::size_t i = 0; i < n; ++i) {
          if (i == s || !acted[i]) continue;
          if (limit ? (by > 0 && full) : level - acted_level[i] >= acted_full[i])
            reopened[i] = true;
        }
        break;
      }
      default:
        r.ok = false;
    }
    acted[s] = true;
    acted_level[s] = level;
    acted_full[s] = last_full;
    reopened[s] = false;
    bool closed = true;
    for (std::size_t i = 0; i < n; ++i)
      if (!folded[i] && !all_in[i] && (!acted[i] || bet[i] != level)) closed = false;
    if (closed) {  // the next street
      ++r.street;
      for (std::size_t i = 0; i < n; ++i) {
        pot += bet[i];
        bet[i] = 0;
        acted[i] = false;
        reopened[i] = false;
      }
      level = 0;
      last_full = street_bet();
      full_to = 0;
    }
  }
  Chips middle = pot;
  for (Chips b : bet) middle += b;
  const auto asked = static_cast<std::size_t>(asked_seat);
  r.level = level;
  r.owed = level - bet[asked];
  r.min_to = level + last_full;
  r.max_to = level + middle + r.owed;  // guide 003: the pot once he has called, on top of the bet
  r.short_all_in = level > full_to;
  int others_with_chips = 0;
  for (std::size_t i = 0; i < n; ++i) others_with_chips += i != asked && !folded[i] && !all_in[i];
  r.may_raise =
      (!acted[asked] || reopened[asked]) && others_with_chips > 0 && stack[asked] > r.owed;
  r.ok = r.ok && !folded[asked] && !all_in[asked] && r.owed > 0;
  return r;
}

}  // namespace drill_test
