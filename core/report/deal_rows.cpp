#include "core/report/deal_rows.hpp"

#include "core/betting/betting_rules.hpp"
#include "core/report/report.hpp"

namespace tapis {

HeldRow held_row(const DealConfig& cfg, const Held& h) {
  return {cfg.names[static_cast<std::size_t>(h.action.seat)], action_type_name(h.action.type),
          h.action.to, h.action.amount, h.action.index};
}

RoundRow round_row(const DealConfig& cfg, const Table& t) {
  RoundRow row;
  row.bet = t.level;
  row.min_raise_to = min_raise_to(cfg, t);
  if (cfg.betting == Betting::Limit) {
    row.bet_size = limit_unit(cfg, t.street);
    row.raises = t.raises;
  } else {
    row.last_full_raise = t.last_full_raise;
  }
  if (cfg.betting == Betting::PotLimit) row.pot_for_limit = pot_limit_pot(cfg, t);
  return row;
}

DealPlayerRow deal_player_row(const DealConfig& cfg, const Table& t, int i) {
  const auto k = static_cast<std::size_t>(i);
  const SeatState& s = t.seats[k];
  DealPlayerRow row;
  row.name = cfg.names[k];
  row.starting_stack = cfg.stacks[k];
  row.stack = s.stack;
  row.committed = s.committed;
  row.dead = s.dead;
  row.bet = s.bet;
  row.folded = s.folded;
  row.all_in = s.all_in;
  row.button = i == cfg.button;
  // Guide 000: the most he can win or lose against any one opponent still in.
  const Chips effective = effective_stack(t, i);
  if (effective >= 0) row.effective_stack = effective;
  if (!cfg.bounties.empty() && cfg.bounties[k] > 0) row.bounty = cfg.bounties[k];
  const bool small = i == cfg.small_blind_seat() && cfg.small_blind > 0;
  row.blind = i == cfg.big_blind_seat() ? "big" : small ? "small" : "";
  return row;
}

LogRow log_row(const DealConfig& cfg, const LogEntry& e) {
  LogRow row;
  row.action = e.action;
  row.at = e.at;
  row.type = e.type;
  row.street = e.street;
  if (e.seat >= 0) {
    row.player = cfg.names[static_cast<std::size_t>(e.seat)];
    row.is_return = e.type == "return";
    row.amount = -e.added;
    row.all_in = e.all_in;
  }
  row.added = e.added;
  row.to = e.to;
  if (e.pushed >= 0) row.pushed = e.pushed;
  row.as = e.as;
  row.full = e.full;
  return row;
}

Json to_json(const HeldRow& held, const Money& money) {
  Json j = Json::object();
  j.set("player", held.player);
  j.set("type", held.type);
  if (held.to) j.set("to", amount_json(*held.to, money));
  if (held.amount) j.set("amount", amount_json(*held.amount, money));
  j.set("action", held.action);
  return j;
}

Json to_json(const RoundRow& round, const Money& money) {
  Json j = Json::object();
  j.set("bet", amount_json(round.bet, money));
  j.set("minRaiseTo", amount_json(round.min_raise_to, money));
  if (round.bet_size) j.set("betSize", amount_json(*round.bet_size, money));
  if (round.raises) j.set("raises", *round.raises);
  if (round.last_full_raise) j.set("lastFullRaise", amount_json(*round.last_full_raise, money));
  if (round.pot_for_limit) j.set("potForLimit", amount_json(*round.pot_for_limit, money));
  return j;
}

Json to_json(const DealPlayerRow& p, const Money& money) {
  Json j = Json::object();
  j.set("name", p.name);
  j.set("startingStack", amount_json(p.starting_stack, money));
  j.set("stack", amount_json(p.stack, money));
  j.set("committed", amount_json(p.committed, money));
  j.set("dead", amount_json(p.dead, money));
  j.set("bet", amount_json(p.bet, money));
  j.set("folded", p.folded);
  j.set("allIn", p.all_in);
  j.set("button", p.button);
  j.set("effectiveStack", p.effective_stack ? amount_json(*p.effective_stack, money) : Json());
  if (p.bounty) j.set("bounty", amount_json(*p.bounty, money));
  j.set("blind", p.blind.empty() ? Json() : Json(p.blind));
  return j;
}

Json to_json(const LogRow& e, const Money& money) {
  Json j = Json::object();
  if (e.action >= 0) j.set("action", e.action);
  if (e.at >= 0) j.set("at", e.at);
  j.set("type", e.type);
  j.set("street", street_name(e.street));
  if (e.player) {
    j.set("player", *e.player);
    if (e.is_return) {
      j.set("amount", amount_json(e.amount, money));
    } else {
      j.set("added", amount_json(e.added, money));
      j.set("to", amount_json(e.to, money));
      j.set("allIn", e.all_in);
    }
  } else {
    j.set("pot", amount_json(e.to, money));
  }
  if (e.pushed) j.set("pushed", amount_json(*e.pushed, money));
  if (!e.as.empty()) j.set("as", e.as);
  if (e.full) j.set("full", *e.full);
  return j;
}

}  // namespace tapis
