#include <algorithm>

#include "core/betting/deal_steps.hpp"
#include "core/pots/pots.hpp"

namespace tapis {

namespace {

std::string join(const std::vector<std::string>& names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += (i + 1 == names.size()) ? " and " : ", ";
    out += names[i];
  }
  return out;
}

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
  std::vector<Stake> stakes;
  for (const auto& s : t.seats) stakes.push_back(Stake{s.committed, s.folded});
  auto split = split_pots(stakes, 0);
  if (split) {
    for (const auto& r : split.value().returns) {
      LogEntry e;
      e.seat = r.seat;
      e.type = "return";
      e.street = t.street;
      e.added = -r.amount;
      ev.log.push_back(std::move(e));
      if (t.seats[r.seat].folded)
        ev.rulings.push_back(Ruling{"pot.unwinnable_returned", "table stakes (guide 000)",
                                    cfg.names[r.seat] + " folded with " + chips(r.committed) +
                                        " in, but the players still in are all-in for at most " +
                                        chips(r.matched) + ": nobody can win the " +
                                        chips(r.amount) + " above that, so they go back to him",
                                    -1});
      else
        ev.rulings.push_back(Ruling{
            "bet.uncalled_returned", "uncalled bet (guides 000 and 002)",
            chips(r.amount) + " of " + cfg.names[r.seat] +
                "'s chips were matched by nobody: they are not in any pot and go back to him",
            -1});
    }
  }
  if (players_in(t) == 1) {
    int winner = 0;
    while (t.seats[winner].folded) ++winner;
    ev.rulings.push_back(Ruling{
        "hand.uncontested", "guide 001 (showdown)",
        "everyone else folded: " + cfg.names[winner] + " wins without showing his cards", -1});
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
      ev.rulings.push_back(Ruling{
          "showdown.no_more_betting",
          cfg.tournament ? "TDA 2024 Rule 16" : "WSOP Live Action Rule 149",
          std::string("no more betting is possible (every player still in but one at most is "
                      "all-in): the remaining cards are dealt and ") +
              (cfg.tournament ? "all the hands are turned face up at once"
                              : "the all-in player shows first"),
          -1});
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
  const std::string& name = cfg.names[seat];
  const Chips to = t.level;
  const bool limit = cfg.betting == Betting::Limit;
  const bool is_bet = level_before == 0;
  if (full && (limit || !is_bet)) {
    const Chips unit = limit_unit(cfg, t.street);
    const bool half = limit && to - level_before < unit;
    if (!half && is_bet) return;
    ev.rulings.push_back(Ruling{
        half ? "limit.half_bet_raise" : "allin.full_raise",
        half ? "TDA 2024 Rule 47-B" : "TDA 2024 Rule 47",
        half
            ? name + "'s all-in to " + chips(to) + " is at least half a bet (" + chips(unit) +
                  "): in Limit it counts as a " + (is_bet ? "bet" : "raise") +
                  " and reopens the betting; the next raise is to " + chips(min_raise_to(cfg, t))
            : name + "'s all-in to " + chips(to) + " is a full raise (" + chips(to - level_before) +
                  " more): the betting is reopened for the players who already acted",
        index});
    return;
  }
  if (full) return;  // an all-in bet of at least the minimum: a plain bet

  std::vector<std::string> closed, reopened, yet;
  std::string reopened_detail;
  const int n = cfg.seat_count();
  for (int k = 1; k < n; ++k) {
    const int other = (seat + k) % n;
    const SeatState& s = t.seats[other];
    if (s.folded || s.all_in) continue;
    if (!s.acted) {
      yet.push_back(cfg.names[other]);
    } else if (faces_reopening(cfg, t, other)) {
      reopened.push_back(cfg.names[other]);
      reopened_detail += std::string(reopened_detail.empty() ? "" : "; ") + cfg.names[other] +
                         " put in " + chips(s.bet) + " and now faces " + chips(to - s.bet) +
                         " more";
    } else {
      closed.push_back(cfg.names[other]);
    }
  }
  const bool can_raise = players_with_chips(t) >= 2;
  std::string msg = name + "'s all-in " + (is_bet ? "bet of " : "to ") + chips(to);
  std::string code, rule;
  if (limit) {
    code = "limit.under_half_bet";
    rule = "TDA 2024 Rule 47-B";
    msg += " is less than half a bet (" + chips(limit_unit(cfg, t.street)) + "): it is not a " +
           (is_bet ? "bet" : "raise") + " and does not reopen the betting";
  } else if (is_bet) {
    code = "allin.incomplete_bet";
    rule = "TDA 2024 Rule 47; WSOP Live Action Rule 176";
    msg += " is less than the minimum bet of " + chips(min_bet(cfg, t.street)) +
           ": it does not reopen the betting";
  } else {
    code = "allin.incomplete_raise";
    rule = "TDA 2024 Rule 47; WSOP Live Action Rule 176";
    msg += " is not a full raise (a full raise is to at least " +
           chips(level_before + t.last_full_raise) + "): it does not reopen the betting";
  }
  if (!closed.empty()) msg += "; " + join(closed) + " already acted and may only call or fold";
  if (!reopened.empty())
    msg += "; but the short all-ins add up: " + reopened_detail + ", at least " +
           (limit ? "half a bet" : "a full raise of " + chips(t.last_full_raise)) +
           ", so the betting is reopened for " + join(reopened);
  if (!yet.empty() && can_raise)
    msg += "; " + join(yet) + ", yet to act, may raise to " +
           (limit ? std::string("") : std::string("at least ")) + chips(min_raise_to(cfg, t)) +
           (limit ? "" : " (the all-in plus the last full raise)");
  ev.rulings.push_back(Ruling{code, rule, msg, index});
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
    if (s.stack == 0) s.all_in = true;
  }
  s.acted = true;

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
  ev.log.push_back(std::move(e));
  if (m.ruling) {
    Ruling r = *m.ruling;
    r.action = index;
    ev.rulings.push_back(std::move(r));
  }

  if (m.kind == MoveKind::Bet || m.kind == MoveKind::Raise) {
    bool full;
    if (cfg.betting == Betting::Limit) {
      // TDA 2024 Rule 47-B: in Limit half a bet over the last full bet counts as a raise.
      full = 2 * (m.to - t.full_level) >= limit_unit(cfg, t.street);
    } else {
      // Guide 003: a full raise is at least the largest bet or raise of the round.
      full = m.to - level_before >= t.last_full_raise;
    }
    t.level = m.to;
    if (full) {
      if (cfg.betting != Betting::Limit)
        t.last_full_raise = std::max(t.last_full_raise, m.to - level_before);
      t.full_level = m.to;
      ++t.raises;
    }
    if (m.all_in) rule_all_in(cfg, t, m.seat, level_before, full, index, ev);
  } else if (m.kind == MoveKind::Call && m.to > t.level) {
    // Everyone else still in is all-in: pushing more than the call is no raise (guide 000),
    // the chips nobody can match go back uncalled (guide 002's example 2, D's 2 000).
    ev.rulings.push_back(Ruling{"allin.uncalled_excess", "uncalled bet (guide 002)",
                                cfg.names[m.seat] + " goes all-in for " + chips(m.to) +
                                    " but nobody left can match more " + "than " + chips(t.level) +
                                    ": it is a call, and the " + chips(m.to - t.level) +
                                    " over it are uncalled and go back to him",
                                index});
    t.level = m.to;
  } else if (m.kind == MoveKind::Call && m.all_in && s.bet < t.level) {
    ev.rulings.push_back(Ruling{
        "allin.short_call", "table stakes (guide 000)",
        cfg.names[m.seat] + " calls all-in for " + chips(s.bet) + " of the " + chips(t.level) +
            ": he can win only what he covered from each player; the rest makes a side pot",
        index});
  }
  ++t.applied;
  settle(cfg, t, m.seat, ev);
}

Error action_error(const Action& a, std::string code, std::string message,
                   const std::string& field) {
  std::string path = "actions[" + std::to_string(a.index) + "]";
  if (!field.empty()) path += "." + field;
  return make_error(std::move(code), std::move(message), path, a.index);
}

}  // namespace tapis
