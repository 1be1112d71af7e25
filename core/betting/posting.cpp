#include <algorithm>

#include "core/betting/deal_state.hpp"
#include "core/betting/deal_steps.hpp"

namespace tapis {

namespace {

// Puts up to `amount` from the seat's stack; what he cannot cover he is all-in for less.
Chips post(Table& t, int seat, Chips amount, bool is_bet, const char* type, Events& ev) {
  SeatState& s = t.seats[seat];
  const Chips put = std::min(amount, s.stack);
  s.stack -= put;
  s.committed += put;
  if (is_bet) s.bet += put;
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

void short_post(const DealConfig& cfg, int seat, Chips owed, Chips put, const std::string& what,
                bool blind, Events& ev) {
  const std::string& name = cfg.names[seat];
  std::string msg = put == 0 ? name + " is already all-in and posts nothing for the " + what
                             : name + " has only " + chips(put) + ": he is all-in for " +
                                   chips(put) + " on the " + what + " of " + chips(owed);
  if (blind)
    msg += "; the others still owe the full big blind of " + chips(cfg.big_blind) +
           ", and what they put in beyond " + chips(put) +
           " goes to a side pot or back to them if nobody matches it";
  ev.rulings.push_back(
      Ruling{blind ? "post.blind_short" : "post.ante_short", "WSOP Live Action Rule 154", msg, -1});
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
      Chips put = post(t, seat, cfg.ante, false, "ante", ev);
      if (put < cfg.ante) short_post(cfg, seat, cfg.ante, put, "ante", false, ev);
    }
  }
  const Chips bb_stack = t.seats[bb].stack;
  auto big_blind_ante = [&] {
    if (cfg.big_blind_ante == 0) return;
    Chips put = post(t, bb, cfg.big_blind_ante, false, "bigBlindAnte", ev);
    if (put < cfg.big_blind_ante)
      short_post(cfg, bb, cfg.big_blind_ante, put, "big blind ante", false, ev);
  };
  // TDA 2024 RP-11: a big blind who cannot cover both pays the blind first, then the ante
  // (unless the house posts the ante first).
  if (cfg.big_blind_ante_first) big_blind_ante();
  Chips sb_put = 0;
  if (cfg.small_blind > 0) {
    sb_put = post(t, sb, cfg.small_blind, true, "smallBlind", ev);
    if (sb_put < cfg.small_blind)
      short_post(cfg, sb, cfg.small_blind, sb_put, "small blind", true, ev);
  }
  Chips bb_put = post(t, bb, cfg.big_blind, true, "bigBlind", ev);
  if (bb_put < cfg.big_blind) short_post(cfg, bb, cfg.big_blind, bb_put, "big blind", true, ev);
  if (!cfg.big_blind_ante_first) big_blind_ante();
  t.blind_shortfall = (cfg.small_blind - sb_put) + (cfg.big_blind - bb_put);

  if (cfg.big_blind_ante > 0 && bb_stack < cfg.big_blind + cfg.big_blind_ante) {
    const std::string& name = cfg.names[bb];
    ev.rulings.push_back(Ruling{
        "post.big_blind_ante_order", "TDA 2024 RP-11",
        name + " has " + chips(bb_stack) + " and cannot cover both the big blind (" +
            chips(cfg.big_blind) + ") and the big blind ante (" + chips(cfg.big_blind_ante) +
            "): " +
            (cfg.big_blind_ante_first ? "as this table posts the ante first, the ante is paid "
                                        "first and the blind gets the rest"
                                      : "the blind is paid first and the ante gets the rest"),
        -1});
  }
  if (n == 2)
    ev.rulings.push_back(Ruling{"order.heads_up", "guide 001 (heads-up)",
                                "heads-up: " + cfg.names[cfg.button] +
                                    " on the button posts the small blind and acts first before "
                                    "the flop, last after it",
                                -1});
  settle(cfg, t, bb, ev);
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
