#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/base/error.hpp"
#include "core/betting/action.hpp"
#include "core/betting/betting_rules.hpp"
#include "core/betting/deal_config.hpp"
#include "core/betting/deal_table.hpp"

namespace tapis {

// One deal (a hand of poker) played action by action (the model is pokerkit's verify / can /
// apply):
//   legal()  what the player to act may do, computed from the table, never stored;
//   check()  what an action would do, or the coded error saying why it is illegal;
//   apply()  check(), then do it. On error nothing changes.
// legal() and check() both come from options_for(): one check lists and rejects.
//
// Error codes (stable): action.hand_over, action.player_folded, action.player_all_in,
// action.out_of_turn, action.unknown_player, action.unknown_type, action.check_facing_bet,
// action.nothing_to_call, action.bet_when_open (must raise), action.raise_without_bet,
// action.bet_below_min, action.bet_above_max, action.raise_below_min, action.raise_above_max,
// action.above_stack, action.chips_below_call, action.no_chips; raising closed:
// action.not_reopened, action.cap_reached, action.stack_only_calls, action.no_opponent;
// spec.missing / spec.type for a missing or mistyped "to" / "amount"; internal.invariant.
// Ruling codes: post.ante_short, post.blind_short, post.big_blind_ante_order, order.heads_up,
// allin.full_raise, allin.incomplete_raise, allin.incomplete_bet, allin.short_call,
// allin.uncalled_excess, limit.half_bet_raise, limit.under_half_bet, chips.bet,
// chips.one_chip_bet, chips.bet_completed, chips.above_max, chips.call, chips.one_chip_call,
// chips.call_raise_closed, chips.raise, chips.fifty_percent_raise, chips.fifty_percent_call,
// chips.all_in, showdown.no_more_betting, bet.uncalled_returned, pot.unwinnable_returned,
// hand.uncontested.
struct Events;

class DealState {
 public:
  // Seats the players and posts the antes and blinds (posting.cpp). The config must come from
  // read_deal_config (or satisfy the same checks): at least two players, stacks of at least 1.
  static DealState start(DealConfig config);

  const DealConfig& config() const { return config_; }
  const Table& table() const { return table_; }
  const std::vector<LogEntry>& log() const { return log_; }
  const std::vector<Ruling>& rulings() const { return rulings_; }
  bool over() const { return table_.over; }
  Street street() const { return table_.street; }
  int to_act() const { return table_.to_act; }

  Options legal() const { return options_for(config_, table_, table_.to_act); }
  Result<Move> check(const Action& action) const;
  // An action with out_of_turn for a player still to act this round is held (TDA 2024 Rule 53):
  // checked as if it were his turn, announced, and settled when his turn comes.
  Result<Move> apply(const Action& action);

  // Chips conserved, pots consistent, the player to act really has to act (nullopt: all good).
  // apply() runs it after every action when TAPIS_CHECK_INVARIANTS is defined.
  std::optional<std::string> invariant_violation() const;

 private:
  Result<Move> check_plain(const Options& o, const Action& action) const;
  Result<Move> hold(const Action& action);
  // The turn has come to a player with a held action: it stands, or is cancelled (a fold stands).
  void settle_held(Table& t, Events& ev) const;

  DealConfig config_;
  Table table_;
  std::vector<LogEntry> log_;
  std::vector<Ruling> rulings_;
};

}  // namespace tapis
