#include "core/betting/betting_rules.hpp"

#include <algorithm>

namespace tapis {

namespace {

Closed closed(std::string code, std::string rule, const std::string& player) {
  Closed c;
  c.code = std::move(code);
  c.rule = std::move(rule);
  c.text("player", player);
  return c;
}

std::optional<Closed> why_raise_closed(const DealConfig& cfg, const Table& t, int seat) {
  const SeatState& s = t.seats[seat];
  const std::string& name = cfg.names[seat];
  const Chips owe = t.level - s.bet;
  // Table stakes (guide 000): he can only bet what is in front of him.
  if (s.bet + s.stack <= t.level)
    return closed("action.stack_only_calls", "guide-000-table-stakes", name)
        .chips("stack", s.stack)
        .chips("call", owe);
  // Guide 000: a raise needs at least one other opponent who still has chips.
  if (players_with_chips(t) < 2) return closed("action.no_opponent", "guide-000-all-in", name);
  if (cfg.betting == Betting::Limit && t.raises >= cfg.limit.cap && limit_cap_applies(cfg, t))
    return closed("action.cap_reached", "guide-003-limit-cap", name)
        .number("cap", cfg.limit.cap)
        .number("raises", cfg.limit.cap - 1);
  if (s.acted && !faces_reopening(cfg, t, seat)) {
    if (cfg.betting == Betting::Limit)
      return closed("action.not_reopened", "TDA-2024-47-B", name)
          .chips("in", s.bet)
          .chips("more", owe)
          .text("structure", "limit")
          .chips("needed", limit_unit(cfg, t.street));
    return closed("action.not_reopened", "TDA-2024-47", name)
        .chips("in", s.bet)
        .chips("more", owe)
        .text("structure", betting_name(cfg.betting))
        .chips("needed", t.last_full_raise);
  }
  return std::nullopt;
}

}  // namespace

Chips limit_unit(const DealConfig& cfg, Street s) {
  return (s == Street::Preflop || s == Street::Flop) ? cfg.limit.small_bet : cfg.limit.big_bet;
}

Chips min_bet(const DealConfig& cfg, Street s) {
  return cfg.betting == Betting::Limit ? limit_unit(cfg, s) : cfg.big_blind;
}

Chips min_raise_to(const DealConfig& cfg, const Table& t) {
  // Limit: one fixed bet over the last full bet (an all-in of less than half a bet is no raise
  // and is "completed"). Otherwise guide 003: at least the largest full bet or raise of the
  // round, over the current bet, even when that bet is a short all-in (WSOP Rule 176).
  if (cfg.betting == Betting::Limit) return t.full_level + limit_unit(cfg, t.street);
  return t.level + t.last_full_raise;
}

Chips total_committed(const Table& t) {
  Chips sum = 0;
  for (const auto& s : t.seats) sum += s.committed;
  return sum;
}

std::vector<Stake> live_stakes(const Table& t) {
  std::vector<Stake> stakes;
  for (const auto& s : t.seats) stakes.push_back(Stake{s.committed - s.dead, s.folded});
  return stakes;
}

Chips dead_money(const Table& t) {
  Chips sum = 0;
  for (const auto& s : t.seats) sum += s.dead;
  return sum;
}

Chips effective_stack(const Table& t, int seat) {
  const SeatState& s = t.seats[static_cast<std::size_t>(seat)];
  if (s.folded) return -1;
  const Chips own = s.stack + s.committed - s.dead;
  Chips best = -1;
  for (std::size_t j = 0; j < t.seats.size(); ++j) {
    const SeatState& o = t.seats[j];
    if (static_cast<int>(j) == seat || o.folded) continue;
    best = std::max(best, std::min(own, o.stack + o.committed - o.dead));
  }
  return best;
}

Chips most_covered(const Table& t, int seat) {
  Chips most = 0;
  for (std::size_t j = 0; j < t.seats.size(); ++j) {
    const SeatState& o = t.seats[j];
    if (static_cast<int>(j) != seat && !o.folded) most = std::max(most, o.bet + o.stack);
  }
  return most;
}

Chips pot_limit_pot(const DealConfig& /*cfg*/, const Table& t) {
  // Guide 003: preflop the formula always assumes full blinds, even a missing or all-in one.
  return total_committed(t) + (t.street == Street::Preflop ? t.blind_shortfall : 0);
}

bool faces_reopening(const DealConfig& cfg, const Table& t, int seat) {
  const SeatState& s = t.seats[seat];
  if (!s.acted) return true;  // yet to act: he may raise
  const Chips more = t.level - s.bet;
  // TDA 2024 Rule 47: reopened only for a player facing at least a full raise over what he put
  // in, from one raise or several short all-ins. Limit, Rule 47-B: half a bet is enough.
  if (cfg.betting == Betting::Limit) return 2 * more >= limit_unit(cfg, t.street);
  return more >= t.last_full_raise;
}

bool limit_cap_applies(const DealConfig& cfg, const Table& t) {
  return cfg.limit.cap_heads_up || players_in(t) > 2;
}

int players_in(const Table& t) {
  return static_cast<int>(
      std::count_if(t.seats.begin(), t.seats.end(), [](const SeatState& s) { return !s.folded; }));
}

int players_with_chips(const Table& t) {
  return static_cast<int>(std::count_if(t.seats.begin(), t.seats.end(),
                                        [](const SeatState& s) { return !s.folded && !s.all_in; }));
}

bool needs_action(const Table& t, int seat) {
  const SeatState& s = t.seats[seat];
  if (s.folded || s.all_in) return false;
  if (s.bet < t.level) return true;  // he must call, raise or fold
  if (s.acted) return false;
  return players_with_chips(t) >= 2;  // nobody else to bet against: nothing to decide
}

int next_to_act(const Table& t, int from) {
  const int n = static_cast<int>(t.seats.size());
  for (int k = 1; k <= n; ++k) {
    int seat = ((from + k) % n + n) % n;
    if (needs_action(t, seat)) return seat;
  }
  return -1;
}

Options options_for(const DealConfig& cfg, const Table& t, int seat) {
  Options o;
  if (t.over || seat < 0 || seat >= static_cast<int>(t.seats.size()) || seat != t.to_act) return o;
  const SeatState& s = t.seats[seat];
  o.seat = seat;
  o.fold = true;
  const Chips owe = std::max<Chips>(0, t.level - s.bet);
  o.check = owe == 0;
  o.call = std::min(owe, s.stack);
  o.call_all_in = owe > 0 && s.stack <= owe;
  o.all_in_to = s.bet + s.stack;
  const Chips all_in = o.all_in_to;

  if (t.level == 0) {
    o.min_to = min_bet(cfg, t.street);
    switch (cfg.betting) {
      case Betting::NoLimit:
        o.max_to = std::max(all_in, o.min_to);
        break;
      case Betting::PotLimit:
        o.max_to = std::max(pot_limit_pot(cfg, t), o.min_to);
        break;
      case Betting::Limit:
        o.max_to = o.min_to;
        break;
    }
    if (players_with_chips(t) >= 2) {
      o.bet = Range{std::min(o.min_to, all_in), std::min(o.max_to, all_in)};
      if (all_in <= o.max_to) o.all_in_as = MoveKind::Bet;
    }
    return o;
  }

  o.min_to = min_raise_to(cfg, t);
  switch (cfg.betting) {
    case Betting::NoLimit:
      o.max_to = std::max(all_in, o.min_to);
      break;
    // Guide 003: the most is the call plus the pot once the call is in.
    case Betting::PotLimit:
      o.max_to = std::max(t.level + pot_limit_pot(cfg, t) + owe, o.min_to);
      break;
    case Betting::Limit:
      o.max_to = o.min_to;
      break;
  }
  o.raise_closed = why_raise_closed(cfg, t, seat);
  if (!o.raise_closed) o.raise = Range{std::min(o.min_to, all_in), std::min(o.max_to, all_in)};
  if (all_in <= t.level)
    o.all_in_as = MoveKind::Call;
  else if (o.raise && all_in <= o.max_to)
    o.all_in_as = MoveKind::Raise;
  else if (o.raise_closed && o.raise_closed->code == "action.no_opponent")
    o.all_in_as = MoveKind::Call;  // nobody can match the rest: it goes back uncalled (guide 002)
  return o;
}

}  // namespace tapis
