#include "core/betting/deal_state.hpp"

#include <algorithm>

#include "core/betting/deal_steps.hpp"
#include "core/pots/invariants.hpp"

namespace tapis {

Result<Move> DealState::check(const Action& a) const {
  const Table& t = table_;
  const DealConfig& cfg = config_;
  if (a.seat < 0 || a.seat >= cfg.seat_count())
    return action_error(cfg, a, "action.unknown_player", "player");
  if (t.over)
    return action_error(cfg, a, "action.hand_over")
        .text("reason", players_in(t) == 1 ? "folded" : "showdown");
  const SeatState& s = t.seats[a.seat];
  if (s.folded) return action_error(cfg, a, "action.player_folded");
  if (s.all_in) return action_error(cfg, a, "action.player_all_in");
  if (a.seat != t.to_act)
    return action_error(cfg, a, "action.out_of_turn", "player")
        .text("toAct", cfg.names[static_cast<std::size_t>(t.to_act)]);
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
  const SeatState& s = t.seats[a.seat];
  const Chips owe = t.level - s.bet;
  Move m;
  m.seat = a.seat;
  m.as = a.type;
  m.to = s.bet;
  auto closed_error = [&](const Closed& c) {
    Error e = action_error(cfg, a, c.code);
    e.rule = c.rule;
    for (const auto& p : c.params)
      if (p.name != "player") e.params.push_back(p);
    if (a.type == ActionType::AllIn) e.chips("allIn", o.all_in_to);
    return e;
  };

  auto amount_move = [&](MoveKind kind, Chips to, const Range& range) -> Result<Move> {
    const bool bet = kind == MoveKind::Bet;
    const char* what = bet ? "bet" : "raise";
    if (to > o.all_in_to)
      return action_error(cfg, a, "action.above_stack", "to")
          .text("kind", what)
          .chips("to", to)
          .chips("stack", s.stack)
          .chips("in", s.bet)
          .chips("max", o.all_in_to);
    if (to > range.max)
      return action_error(cfg, a, bet ? "action.bet_above_max" : "action.raise_above_max", "to")
          .chips("to", to)
          .chips("max", o.max_to)
          .text("structure", betting_name(cfg.betting));
    if (to < range.min) {
      // Why this minimum: the fixed Limit bet, the big blind, the last full raise (guide 003),
      // or a short all-in's (WSOP Live Action Rule 176).
      const char* reason = cfg.betting == Betting::Limit ? "limit"
                           : bet                         ? "big-blind"
                           : t.level > t.full_level      ? "after-short-all-in"
                                                         : "full-raise";
      Error e = action_error(cfg, a, bet ? "action.bet_below_min" : "action.raise_below_min", "to")
                    .chips("to", to)
                    .chips("min", o.min_to)
                    .text("reason", reason)
                    .chips("bet", t.level)
                    .chips("lastFullRaise", t.last_full_raise);
      if (o.all_in_to < o.min_to) e.chips("allIn", o.all_in_to);  // WSOP Live Action Rule 175
      return e;
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
        return action_error(cfg, a, "action.check_facing_bet")
            .chips("bet", t.level)
            .chips("in", s.bet)
            .chips("call", o.call);
      m.kind = MoveKind::Check;
      return m;
    case ActionType::Call:
      if (o.check) return action_error(cfg, a, "action.nothing_to_call");
      m.kind = MoveKind::Call;
      m.add = o.call;
      m.to = s.bet + o.call;
      m.all_in = o.call_all_in;
      return m;
    case ActionType::Bet:
      if (t.level > 0)
        return action_error(cfg, a, "action.bet_when_open")
            .chips("bet", t.level)
            .chips("call", owe);
      if (!a.to) return action_error(cfg, a, "spec.missing", "to");
      if (!o.bet) return action_error(cfg, a, "action.no_opponent");
      return amount_move(MoveKind::Bet, *a.to, *o.bet);
    case ActionType::Raise:
      if (t.level == 0) return action_error(cfg, a, "action.raise_without_bet");
      if (!a.to) return action_error(cfg, a, "spec.missing", "to");
      if (o.raise_closed) return closed_error(*o.raise_closed);
      return amount_move(MoveKind::Raise, *a.to, *o.raise);
    case ActionType::AllIn:
      if (o.all_in_as) {
        m.kind = *o.all_in_as;
        m.to = o.all_in_to;
        m.add = s.stack;
        m.all_in = true;
        return m;
      }
      if (t.level > 0 && o.raise_closed) return closed_error(*o.raise_closed);
      if (t.level == 0 && !o.bet) return action_error(cfg, a, "action.no_opponent");
      return action_error(cfg, a, t.level == 0 ? "action.bet_above_max" : "action.raise_above_max")
          .chips("to", o.all_in_to)
          .chips("max", o.max_to)
          .text("structure", betting_name(cfg.betting))
          .chips("allIn", o.all_in_to);
    case ActionType::Chips:
      break;  // read by read_push before coming here
  }
  return action_error(cfg, a, "action.unknown_type", "type");
}

Result<Move> DealState::apply(const Action& a) {
  if (a.out_of_turn && a.seat >= 0 && a.seat < config_.seat_count() && a.seat != table_.to_act &&
      !table_.over)
    return hold(a);
  auto move = check(a);
  if (!move) return move.error();
  Table next = table_;
  Events ev;
  commit_move(config_, next, move.value(), a.index, ev);
  ++next.applied;
  settle_held(next, ev);
  if constexpr (kCheckInvariants) {
    if (auto bad = check_invariants(config_, next))
      return action_error(config_, a, "internal.invariant").text("detail", *bad);
  }
  table_ = std::move(next);
  // All of it comes of playing this action, a held action it brought the turn to included.
  for (auto& e : ev.log) {
    e.at = a.index;
    log_.push_back(std::move(e));
  }
  for (auto& r : ev.rulings) {
    r.at = a.index;
    rulings_.push_back(std::move(r));
  }
  return move;
}

Result<Move> DealState::hold(const Action& a) {
  const Table& t = table_;
  const SeatState& s = t.seats[static_cast<std::size_t>(a.seat)];
  if (s.folded) return action_error(config_, a, "action.player_folded");
  if (s.all_in) return action_error(config_, a, "action.player_all_in");
  // Only a player still to act this round can speak too early; one who acted and faces
  // nothing new has nothing to say.
  if (!needs_action(t, a.seat)) return action_error(config_, a, "action.out_of_turn_acted");
  for (const Held& h : t.held)
    if (h.action.seat == a.seat) return action_error(config_, a, "action.out_of_turn_twice");
  // Checked as if it were his turn now: what it would be if nothing changes before it.
  DealState now = *this;
  now.table_.to_act = a.seat;
  Action plain = a;
  plain.out_of_turn = false;
  auto move = now.check(plain);
  if (!move) return move.error();
  Table next = t;
  next.held.push_back(Held{plain, t.level, t.street});
  ++next.applied;
  LogEntry e;
  e.action = a.index;
  e.at = a.index;
  e.seat = a.seat;
  e.type = "held";
  e.street = t.street;
  e.as = action_type_name(a.type);
  e.to = move.value().to;
  log_.push_back(std::move(e));
  Ruling said = ruling("oot.held", "TDA-2024-53", a.index)
                    .text("player", config_.names[static_cast<std::size_t>(a.seat)])
                    .text("toAct", config_.names[static_cast<std::size_t>(t.to_act)])
                    .text("kind", move_kind_name(move.value().kind))
                    .chips("to", move.value().to);
  said.at = a.index;
  rulings_.push_back(std::move(said));
  table_ = std::move(next);
  return move;
}

void DealState::settle_held(Table& t, Events& ev) const {
  while (!t.over && t.to_act >= 0) {
    auto it = std::find_if(t.held.begin(), t.held.end(),
                           [&](const Held& h) { return h.action.seat == t.to_act; });
    if (it == t.held.end()) break;
    const Held h = *it;
    t.held.erase(it);
    const std::string& name = config_.names[static_cast<std::size_t>(h.action.seat)];
    const bool unchanged = h.level == t.level && h.street == t.street;
    const bool fold = h.action.type == ActionType::Fold;
    if (!unchanged && !fold) {
      // The action to him changed: the held action is void, he has every option (Rule 53).
      ev.rulings.push_back(
          ruling("oot.cancelled", "TDA-2024-53", h.action.index).text("player", name));
      break;
    }
    DealState now = *this;
    now.table_ = t;
    auto move = now.check(h.action);
    if (!move) {  // cannot happen with the level unchanged; said, and left to the player
      ev.rulings.push_back(
          ruling("oot.cancelled", "TDA-2024-53", h.action.index).text("player", name));
      break;
    }
    ev.rulings.push_back(
        ruling(unchanged ? "oot.binding" : "oot.fold_stands", "TDA-2024-53", h.action.index)
            .text("player", name)
            .text("kind", move_kind_name(move.value().kind))
            .chips("to", move.value().to));
    commit_move(config_, t, move.value(), h.action.index, ev);
  }
  // A held action whose turn will not come this round (the round or the hand ended) is void.
  std::erase_if(t.held, [&](const Held& h) { return t.over || h.street != t.street; });
}

std::optional<std::string> DealState::invariant_violation() const {
  return check_invariants(config_, table_);
}

}  // namespace tapis
