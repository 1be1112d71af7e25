#include <algorithm>

#include "core/betting/deal_state.hpp"
#include "core/betting/deal_steps.hpp"

namespace tapis {

namespace {

enum class Post { Ante, Bet, Dead };

// Puts up to `amount` from the seat's stack; what he cannot cover he is all-in for less. An ante
// is in his stake (each player's matched the others'); a bet counts as his bet; dead chips are
// in the middle only.
Chips post(Table& t, int seat, Chips amount, Post kind, const char* type, Events& ev) {
  SeatState& s = t.seats[static_cast<std::size_t>(seat)];
  const Chips put = std::min(amount, s.stack);
  s.stack -= put;
  s.committed += put;
  if (kind == Post::Bet) s.bet += put;
  if (kind == Post::Dead)
    s.dead += put;
  else
    s.streets[0] += put;
  if (s.stack == 0) s.all_in = true;
  LogEntry e;
  e.seat = seat;
  e.type = type;
  e.added = put;
  e.to = s.bet;
  e.all_in = s.all_in;
  ev.log.push_back(std::move(e));
  return put;
}

// WSOP Live Action Rule 154: a player who cannot cover a forced bet is all-in for what he has.
void short_post(const DealConfig& cfg, int seat, Chips owed, Chips put, const char* what,
                bool blind, Events& ev) {
  Ruling r = ruling(blind ? "post.blind_short" : "post.ante_short", "WSOP-LAR-154")
                 .text("player", cfg.names[static_cast<std::size_t>(seat)])
                 .text("what", what)
                 .chips("owed", owed)
                 .chips("put", put);
  if (blind) r.chips("bigBlind", cfg.big_blind);
  ev.rulings.push_back(std::move(r));
}

}  // namespace

void post_forced_bets(const DealConfig& cfg, Table& t, Events& ev) {
  const int n = cfg.seat_count();
  const int sb = cfg.small_blind_seat();
  const int bb = cfg.big_blind_seat();
  // Preflop the big blind is the opening bet: it is owed in full even when the big blind is
  // all-in for less (WSOP Rule 154), and in Limit it is the first of the capped bets.
  t.street = Street::Preflop;
  t.level = cfg.big_blind;
  t.full_level = cfg.big_blind;
  t.last_full_raise = cfg.big_blind;
  t.raises = 1;

  if (cfg.ante > 0) {
    for (int k = 1; k <= n; ++k) {
      const int seat = (cfg.button + k) % n;
      Chips put = post(t, seat, cfg.ante, Post::Ante, "ante", ev);
      if (put < cfg.ante) short_post(cfg, seat, cfg.ante, put, "ante", false, ev);
    }
  }
  const Chips bb_stack = t.seats[bb].stack;
  auto big_blind_ante = [&] {
    if (cfg.big_blind_ante == 0) return;
    // TDA 2024 RP-11: the big-blind ante is dead money in the main pot, never the big blind's
    // stake: he is eligible for what his live bets cover, and it never comes back to him.
    Chips put = post(t, bb, cfg.big_blind_ante, Post::Dead, "bigBlindAnte", ev);
    if (put < cfg.big_blind_ante)
      short_post(cfg, bb, cfg.big_blind_ante, put, "big-blind-ante", false, ev);
  };
  // TDA 2024 RP-11: a big blind who cannot cover both pays the blind first, then the ante
  // (unless the house posts the ante first).
  if (cfg.big_blind_ante_first) big_blind_ante();
  Chips sb_put = 0;
  if (cfg.small_blind > 0) {
    sb_put = post(t, sb, cfg.small_blind, Post::Bet, "smallBlind", ev);
    if (sb_put < cfg.small_blind)
      short_post(cfg, sb, cfg.small_blind, sb_put, "small-blind", true, ev);
  }
  Chips bb_put = post(t, bb, cfg.big_blind, Post::Bet, "bigBlind", ev);
  if (bb_put < cfg.big_blind) short_post(cfg, bb, cfg.big_blind, bb_put, "big-blind", true, ev);
  if (!cfg.big_blind_ante_first) big_blind_ante();
  t.blind_shortfall = (cfg.small_blind - sb_put) + (cfg.big_blind - bb_put);

  if (cfg.big_blind_ante > 0 && bb_stack < cfg.big_blind + cfg.big_blind_ante)
    ev.rulings.push_back(ruling("post.big_blind_ante_order", "TDA-2024-RP-11")
                             .text("player", cfg.names[static_cast<std::size_t>(bb)])
                             .chips("stack", bb_stack)
                             .chips("bigBlind", cfg.big_blind)
                             .chips("ante", cfg.big_blind_ante)
                             .text("anteFirst", cfg.big_blind_ante_first ? "yes" : "no"));
  // Straddles: each is a blind of its own; the last one is the bet to match and the full raise
  // to double (a raise to at least twice it), and its poster speaks last (issue 12).
  int last_blind = bb;
  for (std::size_t i = 0; i < cfg.straddles.size(); ++i) {
    const int seat = cfg.straddle_seat(i);
    const Chips amount = cfg.straddles[i];
    const Chips put = post(t, seat, amount, Post::Bet, "straddle", ev);
    if (put < amount) short_post(cfg, seat, amount, put, "straddle", true, ev);
    t.level = amount;
    t.full_level = amount;
    t.last_full_raise = amount;
    last_blind = seat;
  }
  if (!cfg.straddles.empty())
    ev.rulings.push_back(ruling("post.straddle", "guide-003-actions")
                             .text("player", cfg.names[static_cast<std::size_t>(last_blind)])
                             .chips("straddle", t.level)
                             .chips("minRaiseTo", t.level + t.last_full_raise));
  // Posted blinds of a player coming back or entering between the blinds.
  for (int seat = 0; seat < n; ++seat) {
    if (static_cast<std::size_t>(seat) >= cfg.posts.size()) break;
    const auto& p = cfg.posts[static_cast<std::size_t>(seat)];
    if (p.live == 0 && p.dead == 0) continue;
    Chips live = 0, dead = 0;
    if (p.live > 0) live = post(t, seat, p.live, Post::Bet, "postLive", ev);
    if (p.dead > 0) dead = post(t, seat, p.dead, Post::Dead, "postDead", ev);
    ev.rulings.push_back(ruling("post.posted", "guide-003-actions")
                             .text("player", cfg.names[static_cast<std::size_t>(seat)])
                             .chips("live", live)
                             .chips("dead", dead));
  }
  if (n == 2)
    ev.rulings.push_back(ruling("order.heads_up", "guide-001-heads-up")
                             .text("player", cfg.names[static_cast<std::size_t>(cfg.button)]));
  settle(cfg, t, last_blind, ev);
}

DealState DealState::start(DealConfig config) {
  DealState h;
  h.config_ = std::move(config);
  const DealConfig& cfg = h.config_;
  h.table_.seats.resize(cfg.names.size());
  for (std::size_t i = 0; i < cfg.names.size(); ++i) h.table_.seats[i].stack = cfg.stacks[i];
  Events ev;
  post_forced_bets(cfg, h.table_, ev);
  h.log_ = std::move(ev.log);
  h.rulings_ = std::move(ev.rulings);
  return h;
}

}  // namespace tapis
