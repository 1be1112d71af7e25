#include "core/betting/deal_state.hpp"

#include "core/betting/deal_steps.hpp"
#include "core/pots/invariants.hpp"

namespace tapis {

namespace {

const char* structure(Betting b) {
  switch (b) {
    case Betting::NoLimit:
      return "No-Limit";
    case Betting::PotLimit:
      return "Pot-Limit";
    case Betting::Limit:
      return "Limit";
  }
  return "No-Limit";
}

}  // namespace

Result<Move> DealState::check(const Action& a) const {
  const Table& t = table_;
  const DealConfig& cfg = config_;
  if (a.seat < 0 || a.seat >= cfg.seat_count())
    return action_error(a, "action.unknown_player", "the action names no player at the table",
                        "player");
  const std::string& name = cfg.names[a.seat];
  if (t.over)
    return action_error(a, "action.hand_over",
                        "the hand is over (" +
                            std::string(players_in(t) == 1 ? "everyone else folded" : "showdown") +
                            "): " + name + " cannot act any more");
  const SeatState& s = t.seats[a.seat];
  if (s.folded)
    return action_error(a, "action.player_folded",
                        name + " has folded: a fold is final, he has no more decisions");
  if (s.all_in)
    return action_error(a, "action.player_all_in",
                        name +
                            " is all-in: he cannot bet any more and has no more decisions "
                            "(guide 000)");
  if (a.seat != t.to_act)
    return action_error(a, "action.out_of_turn",
                        "it is " + cfg.names[t.to_act] + "'s turn, not " + name +
                            "'s: players act only in turn (guide 003)",
                        "player");
  const Options o = legal();
  if (a.type != ActionType::Chips) return check_plain(o, a);

  auto push = read_push(cfg, t, o, a);
  if (!push) return push.error();
  auto move = check_plain(o, push.value().plain);
  if (!move) return move.error();
  Move m = std::move(move).value();
  m.as = ActionType::Chips;
  m.pushed = a.amount.value_or(0);
  m.ruling = push.value().ruling;
  return m;
}

Result<Move> DealState::check_plain(const Options& o, const Action& a) const {
  const Table& t = table_;
  const DealConfig& cfg = config_;
  const std::string& name = cfg.names[a.seat];
  const SeatState& s = t.seats[a.seat];
  const Chips owe = t.level - s.bet;
  Move m;
  m.seat = a.seat;
  m.as = a.type;
  m.to = s.bet;

  auto amount_move = [&](MoveKind kind, Chips to, const Range& range) -> Result<Move> {
    const bool bet = kind == MoveKind::Bet;
    const std::string what = bet ? "bet" : "raise";
    if (to > o.all_in_to)
      return action_error(a, "action.above_stack",
                          name + " has only " + chips(s.stack) + " behind (" + chips(s.bet) +
                              " in on this street): he cannot " + what + " to " + chips(to) +
                              ", at most to " + chips(o.all_in_to) + " (table stakes, guide 000)",
                          "to");
    if (to > range.max) {
      std::string why =
          cfg.betting == Betting::PotLimit
              ? "the Pot-Limit maximum is " + chips(o.max_to) +
                    (bet ? " (the pot)" : " (the call plus the pot after the call, guide 003)")
              : "in Limit the " + what + " is exactly to " + chips(o.max_to) + " (guide 003)";
      return action_error(a, bet ? "action.bet_above_max" : "action.raise_above_max",
                          name + " cannot " + what + " to " + chips(to) + ": " + why, "to");
    }
    if (to < range.min) {
      std::string why;
      if (cfg.betting == Betting::Limit) {
        why = "in Limit the " + what + " is exactly to " + chips(o.min_to) + " (guide 003)";
      } else if (bet) {
        why = "the minimum bet is the big blind, " + chips(o.min_to) + " (guide 001)";
      } else if (t.level > t.full_level) {
        why = "the current bet " + chips(t.level) +
              " is a short all-in, so the minimum raise is to the all-in plus the last full "
              "raise (" +
              chips(t.last_full_raise) + "): " + chips(o.min_to) + " (WSOP Live Action Rule 176)";
      } else {
        why = "the minimum raise is to " + chips(o.min_to) + ": the bet of " + chips(t.level) +
              " plus the largest full bet or raise of the round, " + chips(t.last_full_raise) +
              " (guide 003)";
      }
      if (o.all_in_to < o.min_to)
        why +=
            "; he may still go all-in for " + chips(o.all_in_to) + " (WSOP Live Action Rule 175)";
      return action_error(a, bet ? "action.bet_below_min" : "action.raise_below_min",
                          name + " cannot " + what + " to " + chips(to) + ": " + why, "to");
    }
    m.kind = kind;
    m.to = to;
    m.add = to - s.bet;
    m.all_in = to == o.all_in_to;
    return m;
  };

  switch (a.type) {
    case ActionType::Fold:
      m.kind = MoveKind::Fold;
      return m;
    case ActionType::Check:
      if (!o.check)
        return action_error(a, "action.check_facing_bet",
                            name + " cannot check: the bet is " + chips(t.level) + " and he has " +
                                chips(s.bet) + " in; he must call " + chips(o.call) +
                                ", raise or fold (guide 003)");
      m.kind = MoveKind::Check;
      return m;
    case ActionType::Call:
      if (o.check)
        return action_error(a, "action.nothing_to_call",
                            "there is no bet for " + name + " to call: he may check (guide 003)");
      m.kind = MoveKind::Call;
      m.add = o.call;
      m.to = s.bet + o.call;
      m.all_in = o.call_all_in;
      return m;
    case ActionType::Bet:
      if (t.level > 0)
        return action_error(a, "action.bet_when_open",
                            "the betting is already open at " + chips(t.level) + ": " + name +
                                " cannot bet, he must call " + chips(owe) +
                                ", raise or fold (guide 003)");
      if (!a.to)
        return action_error(a, "spec.missing",
                            "a bet needs \"to\": the player's total for the street", "to");
      if (!o.bet)
        return action_error(a, "action.no_opponent",
                            "every other player still in is all-in: there is nobody to bet "
                            "against");
      return amount_move(MoveKind::Bet, *a.to, *o.bet);
    case ActionType::Raise:
      if (t.level == 0)
        return action_error(a, "action.raise_without_bet",
                            "there is no bet to raise: " + name + " may check or bet (guide 003)");
      if (!a.to)
        return action_error(a, "spec.missing",
                            "a raise needs \"to\": the player's total for the street (\"raise "
                            "to 35\")",
                            "to");
      if (o.raise_closed)
        return action_error(
            a, o.raise_closed->code,
            name + " cannot raise: " + o.raise_closed->message + " (" + o.raise_closed->rule + ")");
      return amount_move(MoveKind::Raise, *a.to, *o.raise);
    case ActionType::AllIn:
      if (o.all_in_as) {
        m.kind = *o.all_in_as;
        m.to = o.all_in_to;
        m.add = s.stack;
        m.all_in = true;
        return m;
      }
      if (t.level > 0 && o.raise_closed)
        return action_error(a, o.raise_closed->code,
                            name + "'s all-in to " + chips(o.all_in_to) +
                                " would be a raise, and he cannot raise: " +
                                o.raise_closed->message + " (" + o.raise_closed->rule + ")");
      if (t.level == 0 && !o.bet)
        return action_error(a, "action.no_opponent",
                            "every other player still in is all-in: there is nobody to bet "
                            "against");
      return action_error(a, t.level == 0 ? "action.bet_above_max" : "action.raise_above_max",
                          name + " cannot go all-in for " + chips(o.all_in_to) + ": in " +
                              structure(cfg.betting) + " the most he may " +
                              (t.level == 0 ? "bet" : "raise") + " to is " + chips(o.max_to) +
                              " (guide 003)");
    case ActionType::Chips:
      break;  // read by read_push before coming here
  }
  return action_error(a, "action.unknown_type", "unknown action type", "type");
}

Result<Move> DealState::apply(const Action& a) {
  auto move = check(a);
  if (!move) return move.error();
  Table next = table_;
  Events ev;
  commit_move(config_, next, move.value(), a.index, ev);
  if constexpr (kCheckInvariants) {
    if (auto bad = check_invariants(config_, next))
      return action_error(a, "internal.invariant",
                          "internal error, please report it: after this action " + *bad);
  }
  table_ = std::move(next);
  for (auto& e : ev.log) log_.push_back(std::move(e));
  for (auto& r : ev.rulings) rulings_.push_back(std::move(r));
  return move;
}

std::optional<std::string> DealState::invariant_violation() const {
  return check_invariants(config_, table_);
}

}  // namespace tapis
