#pragma once
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/base/chips.hpp"
#include "core/betting/action.hpp"
#include "core/betting/deal_config.hpp"

namespace tapis {

struct SeatState {
  Chips stack = 0;      // still behind (table stakes: all he can still bet)
  Chips committed = 0;  // put in over the hand: antes, blinds, bets, dead chips
  Chips dead = 0;       // the part of it that is dead money (a big-blind ante): never his stake
  std::array<Chips, 4> streets{};  // live chips put in on each street, preflop to river
  Chips bet = 0;  // put in on this street: blinds count, antes are dead money and do not
  bool folded = false;
  bool all_in = false;
  bool acted = false;  // acted of his own will in this betting round (posting is not acting)
  bool operator==(const SeatState&) const = default;
};

// The numbers a hand's state is made of. Small and cheap to copy: an action is applied to a
// copy, which replaces the state only once it is accepted.
// An action said out of turn, held until the player's turn (TDA 2024 Rule 53): it stands if the
// bet he faces is still `level` then (nobody bet or raised in between).
struct Held {
  Action action;
  Chips level = 0;
  Street street = Street::Preflop;
  bool operator==(const Held&) const = default;
};

struct Table {
  std::vector<SeatState> seats;
  std::vector<Held> held;  // in the order they were said
  Street street = Street::Preflop;
  bool over = false;
  int to_act = -1;
  Chips level = 0;            // the bet to match on this street (preflop: the full big blind)
  Chips full_level = 0;       // street total of the last full bet or raise
  Chips last_full_raise = 0;  // largest full bet or raise of the round (No-Limit, Pot-Limit)
  int raises = 0;             // full bets and raises this round (Limit cap; the big blind is one)
  Chips blind_shortfall = 0;  // what short blinds could not post (Pot-Limit counts it preflop)
  int applied = 0;            // actions accepted so far
  bool operator==(const Table&) const = default;
};

// One line of the action log: a post, an action, a new street, chips going back.
struct LogEntry {
  int action = -1;  // index in the spec's actions, -1 for what the dealer does
  int at = -1;      // the spec action whose play logged it (a held action's play: a later one)
  int seat = -1;
  std::string type;  // ante, bigBlindAnte, smallBlind, bigBlind, fold ... raise, street,
                     // showdown, return
  Street street = Street::Preflop;
  Chips added = 0;
  Chips to = 0;  // street total after it
  bool all_in = false;
  Chips pushed = -1;  // a silent push: what was pushed
  std::string as;     // the spec's type when it differs (chips, allin)
  // bet, raise: a full one, which reopens the betting for who already acted (TDA 2024 Rule 47;
  // Limit: half a bet or more, Rule 47-B). Only an all-in can fall short.
  std::optional<bool> full;
};

}  // namespace tapis
