#pragma once
#include <optional>
#include <string>

#include "core/betting/action.hpp"
#include "core/betting/deal_config.hpp"
#include "core/betting/deal_table.hpp"
#include "core/pots/pots.hpp"

namespace tapis {

// The street totals a bet or a raise may go to.
struct Range {
  Chips min = 0;
  Chips max = 0;
};

// Why a player facing a bet may not raise: the code is the one the error of a raise gets.
struct Closed : Said<Closed> {};

// Everything one player may do now. Computed from the table, never stored: DealState::legal()
// shows it and DealState::check() rejects whatever it does not allow (one check for both).
struct Options {
  int seat = -1;  // -1: nobody may act (the hand is over)
  bool fold = false;
  bool check = false;
  Chips call = 0;  // chips to add to call (0 when he can check)
  bool call_all_in = false;
  std::optional<Range> bet;    // no bet facing
  std::optional<Range> raise;  // facing a bet
  std::optional<Closed> raise_closed;
  Chips all_in_to = 0;                // his street total if he pushes everything
  std::optional<MoveKind> all_in_as;  // what "allin" amounts to, if allowed
  Chips min_to = 0;                   // bet or raise bounds before his stack caps them
  Chips max_to = 0;
};

Options options_for(const DealConfig& cfg, const Table& t, int seat);

// Limit: the fixed bet of the street (small bet preflop and on the flop, big bet after).
Chips limit_unit(const DealConfig& cfg, Street s);
// The smallest opening bet: the big blind (No-Limit, Pot-Limit) or the fixed bet (Limit).
Chips min_bet(const DealConfig& cfg, Street s);
// The smallest street total a raise may go to.
Chips min_raise_to(const DealConfig& cfg, const Table& t);
// Pot-Limit: the pot used by the formula (preflop a short blind counts as a full blind).
Chips pot_limit_pot(const DealConfig& cfg, const Table& t);
// What a raise must add over the current bet to reopen the betting for a player who already
// acted: a full raise (No-Limit, Pot-Limit, TDA 2024 Rule 47), half a bet (Limit, Rule 47-B).
bool faces_reopening(const DealConfig& cfg, const Table& t, int seat);
bool limit_cap_applies(const DealConfig& cfg, const Table& t);

int players_in(const Table& t);          // not folded
int players_with_chips(const Table& t);  // not folded, not all-in
bool needs_action(const Table& t, int seat);
// The first seat after `from` (clockwise) that still has to act, -1 if none.
int next_to_act(const Table& t, int from);
Chips total_committed(const Table& t);
// What each seat's chips count for in the pots: all he put in but his dead chips, which are
// dead money in the main pot (TDA 2024 RP-11: a big-blind ante).
std::vector<Stake> live_stakes(const Table& t);
Chips dead_money(const Table& t);
// Guide 000 (the effective stack): the most a seat still in can win or lose in this hand
// against any one opponent still in, counting what both already put in; -1 if folded or alone.
Chips effective_stack(const Table& t, int seat);
// The most any other player still in can put in this street (his bet and what is behind).
Chips most_covered(const Table& t, int seat);

}  // namespace tapis
