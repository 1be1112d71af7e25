#include <algorithm>

#include "core/betting/deal_steps.hpp"
#include "core/pots/pots.hpp"

namespace tapis {

namespace {

Street next_street(Street s) {
  switch (s) {
    case Street::Preflop:
      return Street::Flop;
    case Street::Flop:
      return Street::Turn;
    case Street::Turn:
      return Street::River;
    default:
      return Street::Showdown;
  }
}

void log_dealer(Table& t, const char* type, Events& ev) {
  LogEntry e;
  e.type = type;
  e.street = t.street;
  e.to = total_committed(t);  // the pot so far
  ev.log.push_back(std::move(e));
}

// The hand is over: uncalled chips go back (guide 002), the rest is awarded by the report.
void finish(const DealConfig& cfg, Table& t, Events& ev) {
  t.over = true;
  t.to_act = -1;
  for (auto& s : t.seats) s.bet = 0;
  auto split = split_pots(live_stakes(t), dead_money(t));
  if (split) {
    for (const auto& r : split.value().returns) {
      LogEntry e;
      e.seat = r.seat;
      e.type = "return";
      e.street = t.street;
      e.added = -r.amount;
      ev.log.push_back(std::move(e));
      const std::string& name = cfg.names[static_cast<std::size_t>(r.seat)];
      if (t.seats[static_cast<std::size_t>(r.seat)].folded)
        ev.rulings.push_back(ruling("pot.unwinnable_returned", "guide-000-table-stakes")
                                 .text("player", name)
                                 .chips("committed", r.committed)
                                 .chips("matched", r.matched)
                                 .chips("amount", r.amount));
      else
        ev.rulings.push_back(ruling("bet.uncalled_returned", "guide-002-uncalled")
                                 .text("player", name)
                                 .chips("amount", r.amount));
    }
  }
  if (players_in(t) == 1) {
    int winner = 0;
    while (t.seats[static_cast<std::size_t>(winner)].folded) ++winner;
    ev.rulings.push_back(ruling("hand.uncontested", "guide-001-showdown")
                             .text("player", cfg.names[static_cast<std::size_t>(winner)]));
  }
}

// Every round after this one closes at once: nobody can bet any more.
void close_round(const DealConfig& cfg, Table& t, Events& ev) {
  for (;;) {
    for (auto& s : t.seats) {
      s.bet = 0;
      s.acted = false;
    }
    t.level = 0;
    t.full_level = 0;
    t.last_full_raise = cfg.big_blind;
    t.raises = 0;
    t.to_act = -1;
    if (t.street == Street::River) {
      t.street = Street::Showdown;
      log_dealer(t, "showdown", ev);
      finish(cfg, t, ev);
      return;
    }
    if (players_with_chips(t) < 2) {
      // No more betting possible: the board is dealt out and the hands are shown.
      ev.rulings.push_back(
          ruling("showdown.no_more_betting", cfg.tournament ? "TDA-2024-16" : "WSOP-LAR-149")
              .text("format", cfg.tournament ? "tournament" : "cash"));
      t.street = Street::Showdown;
      log_dealer(t, "showdown", ev);
      finish(cfg, t, ev);
      return;
    }
    t.street = next_street(t.street);
    log_dealer(t, "street", ev);
    // Guide 003: after the flop the first player still in on the button's left speaks first.
    const int first = next_to_act(t, cfg.button);
    if (first >= 0) {
      t.to_act = first;
      return;
    }
  }
}

// The rulings an all-in bet or raise calls for (TDA 2024 Rule 47, Rule 47-B, WSOP 175-176).
void rule_all_in(const DealConfig& cfg, const Table& t, int seat, Chips level_before, bool full,
                 int index, Events& ev) {
  const std::string& name = cfg.names[static_cast<std::size_t>(seat)];
  const Chips to = t.level;
  const bool limit = cfg.betting == Betting::Limit;
  const bool is_bet = level_before == 0;
  const char* kind = is_bet ? "bet" : "raise";
  if (full && (limit || !is_bet)) {
    const Chips unit = limit_unit(cfg, t.street);
    const bool half = limit && to - level_before < unit;
    if (!half && is_bet) return;
    // Who already acted and now faces the raise: the betting is reopened for them.
    std::vector<std::string> reopened;
    const int n = cfg.seat_count();
    for (int k = 1; k < n; ++k) {
      const int other = (seat + k) % n;
      const SeatState& s = t.seats[static_cast<std::size_t>(other)];
      if (!s.folded && !s.all_in && s.acted)
        reopened.push_back(cfg.names[static_cast<std::size_t>(other)]);
    }
    if (half)
      ev.rulings.push_back(ruling("limit.half_bet_raise", "TDA-2024-47-B", index)
                               .text("player", name)
                               .text("kind", kind)
                               .chips("to", to)
                               .chips("bet", unit)
                               .chips("next", min_raise_to(cfg, t))
                               .list("reopened", reopened));
    else
      ev.rulings.push_back(ruling("allin.full_raise", "TDA-2024-47", index)
                               .text("player", name)
                               .chips("to", to)
                               .chips("more", to - level_before)
                               .list("reopened", reopened));
    return;
  }
  if (full) return;  // an all-in bet of at least the minimum: a plain bet

  std::vector<std::string> closed, reopened, yet;
  const int n = cfg.seat_count();
  for (int k = 1; k < n; ++k) {
    const int other = (seat + k) % n;
    const SeatState& s = t.seats[static_cast<std::size_t>(other)];
    const std::string& who = cfg.names[static_cast<std::size_t>(other)];
    if (s.folded || s.all_in) continue;
    if (!s.acted)
      yet.push_back(who);
    else if (faces_reopening(cfg, t, other))
      reopened.push_back(who);
    else
      closed.push_back(who);
  }
  const bool can_raise = players_with_chips(t) >= 2;
  Ruling r = limit    ? ruling("limit.under_half_bet", "TDA-2024-47-B", index)
             : is_bet ? ruling("allin.incomplete_bet", "TDA-2024-47+WSOP-LAR-176", index)
                      : ruling("allin.incomplete_raise", "TDA-2024-47+WSOP-LAR-176", index);
  r.text("player", name).text("kind", kind).chips("to", to);
  if (limit) r.chips("bet", limit_unit(cfg, t.street));
  if (!limit && is_bet) r.chips("minBet", min_bet(cfg, t.street));
  if (!limit && !is_bet) r.chips("fullTo", level_before + t.last_full_raise);
  r.list("closed", closed).list("reopened", reopened).chips("lastFullRaise", t.last_full_raise);
  r.list("yet", can_raise ? yet : std::vector<std::string>{})
      .chips("minRaiseTo", min_raise_to(cfg, t));
  ev.rulings.push_back(std::move(r));
}

}  // namespace

void settle(const DealConfig& cfg, Table& t, int from, Events& ev) {
  if (players_in(t) == 1) {
    finish(cfg, t, ev);
    return;
  }
  const int next = next_to_act(t, from);
  if (next >= 0) {
    t.to_act = next;
    return;
  }
  close_round(cfg, t, ev);
}

void commit_move(const DealConfig& cfg, Table& t, const Move& m, int index, Events& ev) {
  SeatState& s = t.seats[m.seat];
  const Chips level_before = t.level;
  if (m.kind == MoveKind::Fold) s.folded = true;
  if (m.add > 0) {
    s.stack -= m.add;
    s.committed += m.add;
    s.bet += m.add;
    s.streets[static_cast<std::size_t>(t.street)] += m.add;
    if (s.stack == 0) s.all_in = true;
  }
  s.acted = true;

  const bool raises = m.kind == MoveKind::Bet || m.kind == MoveKind::Raise;
  bool full = false;
  if (raises) {
    if (cfg.betting == Betting::Limit) {
      // TDA 2024 Rule 47-B: in Limit half a bet over the last full bet counts as a raise.
      full = 2 * (m.to - t.full_level) >= limit_unit(cfg, t.street);
    } else {
      // Guide 003: a full raise is at least the largest bet or raise of the round.
      full = m.to - level_before >= t.last_full_raise;
    }
  }

  LogEntry e;
  e.action = index;
  e.seat = m.seat;
  e.type = move_kind_name(m.kind);
  e.street = t.street;
  e.added = m.add;
  e.to = s.bet;
  e.all_in = s.all_in;
  if (m.as == ActionType::Chips) e.pushed = m.pushed;
  if (m.as == ActionType::Chips || m.as == ActionType::AllIn) e.as = action_type_name(m.as);
  if (raises) e.full = full;
  ev.log.push_back(std::move(e));
  if (m.ruling) {
    Ruling r = *m.ruling;
    r.action = index;
    ev.rulings.push_back(std::move(r));
  }

  if (raises) {
    t.level = m.to;
    if (full) {
      if (cfg.betting != Betting::Limit)
        t.last_full_raise = std::max(t.last_full_raise, m.to - level_before);
      t.full_level = m.to;
      ++t.raises;
    }
    if (m.all_in) rule_all_in(cfg, t, m.seat, level_before, full, index, ev);
    // Guide 000: beyond what anyone left can match, the chips will come back uncalled.
    const Chips covered = most_covered(t, m.seat);
    if (m.to > covered)
      ev.rulings.push_back(ruling("bet.beyond_covered", "guide-000-table-stakes", index)
                               .text("player", cfg.names[static_cast<std::size_t>(m.seat)])
                               .text("kind", m.kind == MoveKind::Bet ? "bet" : "raise")
                               .chips("to", m.to)
                               .chips("covered", covered)
                               .chips("back", m.to - covered));
  } else if (m.kind == MoveKind::Call && m.to > t.level) {
    // Everyone else still in is all-in: pushing more than the call is no raise (guide 000),
    // the chips nobody can match go back uncalled (guide 002's example 2, D's 2 000).
    ev.rulings.push_back(ruling("allin.uncalled_excess", "guide-002-uncalled", index)
                             .text("player", cfg.names[static_cast<std::size_t>(m.seat)])
                             .chips("to", m.to)
                             .chips("matched", t.level)
                             .chips("excess", m.to - t.level));
    t.level = m.to;
  } else if (m.kind == MoveKind::Call && m.all_in && s.bet < t.level) {
    ev.rulings.push_back(ruling("allin.short_call", "guide-000-table-stakes", index)
                             .text("player", cfg.names[static_cast<std::size_t>(m.seat)])
                             .chips("in", s.bet)
                             .chips("bet", t.level));
  }
  settle(cfg, t, m.seat, ev);
}

Error action_error(const DealConfig& cfg, const Action& a, std::string code,
                   const std::string& field) {
  std::string path = "actions[" + std::to_string(a.index) + "]";
  if (!field.empty()) path += "." + field;
  Error e = error(std::move(code), path).text("field", path).number("action", a.index + 1);
  e.action = a.index;
  if (a.seat >= 0 && a.seat < cfg.seat_count())
    e.text("player", cfg.names[static_cast<std::size_t>(a.seat)]);
  return e;
}

}  // namespace tapis
