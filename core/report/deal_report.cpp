#include "core/report/deal_report.hpp"

#include <algorithm>

#include "core/betting/sizes.hpp"
#include "core/pots/pots.hpp"
#include "core/report/report.hpp"
#include "core/report/report_header.hpp"
#include "core/report/showdown_report.hpp"
#include "core/showdown/showdown.hpp"

namespace tapis {

namespace {

Json range_json(const std::optional<Range>& r, const Money& money) {
  if (!r) return Json();
  Json j = Json::object();
  j.set("min", amount_json(r->min, money));
  j.set("max", amount_json(r->max, money));
  return j;
}

Json legal_json(const DealConfig& cfg, const Table& t, const Options& o) {
  if (o.seat < 0) return Json();
  const Money& money = cfg.money;
  Json j = Json::object();
  j.set("player", cfg.names[static_cast<std::size_t>(o.seat)]);
  j.set("fold", o.fold);
  j.set("check", o.check);
  j.set("call", o.check ? Json() : amount_json(o.call, money));
  j.set("callAllIn", o.call_all_in);
  j.set("bet", range_json(o.bet, money));
  j.set("raise", range_json(o.raise, money));
  if (o.raise_closed) {
    Ruling why;
    why.code = o.raise_closed->code;
    why.rule = o.raise_closed->rule;
    why.params = o.raise_closed->params;
    j.set("raiseClosed", ruling_json(why, money));
  } else {
    j.set("raiseClosed", Json());
  }
  if (o.all_in_as) {
    Json a = Json::object();
    a.set("to", amount_json(o.all_in_to, money));
    a.set("as", move_kind_name(*o.all_in_as));
    // A bet or raise all-in below the full minimum does not reopen the betting (TDA 2024 47).
    a.set("full", *o.all_in_as == MoveKind::Call ? Json() : Json(o.all_in_to >= o.min_to));
    j.set("allIn", std::move(a));
  } else {
    j.set("allIn", Json());
  }
  Json list = Json::array();
  for (const Size& z : sizes(cfg, t, o)) {
    Json s = Json::object();
    s.set("kind", z.kind);
    s.set("to", amount_json(z.to, money));
    s.set("allIn", z.all_in);
    s.set("full", z.full);
    list.push(std::move(s));
  }
  j.set("sizes", std::move(list));
  return j;
}

Json log_json(const DealConfig& cfg, const LogEntry& e) {
  const Money& money = cfg.money;
  Json j = Json::object();
  if (e.action >= 0) j.set("action", e.action);
  if (e.at >= 0) j.set("at", e.at);
  j.set("type", e.type);
  j.set("street", street_name(e.street));
  if (e.seat >= 0) {
    j.set("player", cfg.names[static_cast<std::size_t>(e.seat)]);
    if (e.type == "return") {
      j.set("amount", amount_json(-e.added, money));
    } else {
      j.set("added", amount_json(e.added, money));
      j.set("to", amount_json(e.to, money));
      j.set("allIn", e.all_in);
    }
  } else {
    j.set("pot", amount_json(e.to, money));
  }
  if (e.pushed >= 0) j.set("pushed", amount_json(e.pushed, money));
  if (!e.as.empty()) j.set("as", e.as);
  if (e.full) j.set("full", *e.full);
  return j;
}

// The showdown of a finished deal: the cards (or the ranking), and what decides who shows
// first: the river's last bet or raise, or an all-in that ended the betting before the river.
ShowdownInput showdown_input(const DealState& deal, const std::vector<Stake>& stakes,
                             const PotSplit& split) {
  const DealConfig& cfg = deal.config();
  const Table& t = deal.table();
  std::vector<Chips> committed;
  for (const auto& s : t.seats) committed.push_back(s.committed);
  ShowdownInput in = showdown_input(cfg, stakes, std::move(committed), split);
  in.show.no_limit = cfg.betting == Betting::NoLimit;
  bool river_dealt = false;
  for (const auto& e : deal.log()) {
    if (e.street != Street::River) continue;
    river_dealt = true;
    if (e.type == "bet" || e.type == "raise") in.show.river_aggressor = e.seat;
  }
  in.show.betting_ended_before_river = !river_dealt;
  for (std::size_t i = 0; i < t.seats.size(); ++i) {
    in.show.all_in.push_back(t.seats[i].all_in);
    in.start_stacks.push_back(cfg.stacks[i]);
    in.dead_posted.push_back(t.seats[i].dead);
  }
  return in;
}

// The spec's board as far as the deal has gone: none preflop, the flop's three, the turn, the
// river; all of it at the showdown, where an all-in's runout deals what is left (guide 001).
std::vector<Card> board_dealt(const CardsSpec& cards, Street street) {
  const auto n = std::min(cards.board.size(), static_cast<std::size_t>(board_cards(street)));
  return {cards.board.begin(), cards.board.begin() + static_cast<std::ptrdiff_t>(n)};
}

}  // namespace

Json deal_report(const DealState& deal, const Problems& problems) {
  const DealConfig& cfg = deal.config();
  const Table& t = deal.table();
  const Money& money = cfg.money;
  const int n = cfg.seat_count();
  std::vector<Error> errors = problems.list();
  Missing missing;
  for (const auto& e : errors)
    if (e.action >= 0) missing.add("actions");

  Json r = Json::object();
  write_header(r, cfg, &cfg);
  r.set("street", street_name(t.street));
  r.set("boardDealt", card_array(board_dealt(cfg.cards, t.street)));
  r.set("over", t.over);
  r.set("toAct", t.to_act >= 0 ? Json(cfg.names[static_cast<std::size_t>(t.to_act)]) : Json());
  r.set("actionsApplied", t.applied);
  Json held = Json::array();
  for (const Held& h : t.held) {
    Json j = Json::object();
    j.set("player", cfg.names[static_cast<std::size_t>(h.action.seat)]);
    j.set("type", action_type_name(h.action.type));
    if (h.action.to) j.set("to", amount_json(*h.action.to, money));
    if (h.action.amount) j.set("amount", amount_json(*h.action.amount, money));
    j.set("action", h.action.index);
    held.push(std::move(j));
  }
  r.set("held", std::move(held));
  r.set("legal", legal_json(cfg, t, deal.legal()));
  if (t.over) {
    r.set("round", Json());
  } else {
    Json round = Json::object();
    round.set("bet", amount_json(t.level, money));  // the street total to match
    round.set("minRaiseTo", amount_json(min_raise_to(cfg, t), money));
    if (cfg.betting == Betting::Limit) {
      round.set("betSize", amount_json(limit_unit(cfg, t.street), money));
      round.set("raises", t.raises);  // bets and raises so far, against the cap
    } else {
      round.set("lastFullRaise", amount_json(t.last_full_raise, money));
    }
    if (cfg.betting == Betting::PotLimit)
      round.set("potForLimit", amount_json(pot_limit_pot(cfg, t), money));
    r.set("round", std::move(round));
  }

  Json players = Json::array();
  Json bets = Json::object();
  // Open round: this street's bets are not in a pot yet (see deal_report.hpp).
  std::vector<Stake> stakes = live_stakes(t);
  std::vector<std::vector<Chips>> streets;
  for (int i = 0; i < n; ++i) {
    const SeatState& s = t.seats[static_cast<std::size_t>(i)];
    Json p = Json::object();
    p.set("name", cfg.names[static_cast<std::size_t>(i)]);
    p.set("startingStack", amount_json(cfg.stacks[static_cast<std::size_t>(i)], money));
    p.set("stack", amount_json(s.stack, money));
    p.set("committed", amount_json(s.committed, money));
    p.set("dead", amount_json(s.dead, money));
    p.set("bet", amount_json(s.bet, money));
    p.set("folded", s.folded);
    p.set("allIn", s.all_in);
    p.set("button", i == cfg.button);
    // Guide 000: the most he can win or lose against any one opponent still in.
    const Chips effective = effective_stack(t, i);
    p.set("effectiveStack", effective >= 0 ? amount_json(effective, money) : Json());
    if (!cfg.bounties.empty() && cfg.bounties[static_cast<std::size_t>(i)] > 0)
      p.set("bounty", amount_json(cfg.bounties[static_cast<std::size_t>(i)], money));
    const bool small = i == cfg.small_blind_seat() && cfg.small_blind > 0;
    p.set("blind", i == cfg.big_blind_seat() ? Json("big") : small ? Json("small") : Json());
    players.push(std::move(p));
    if (s.bet > 0) bets.set(cfg.names[static_cast<std::size_t>(i)], amount_json(s.bet, money));
    if (!t.over) stakes[static_cast<std::size_t>(i)].committed -= s.bet;
    std::vector<Chips> by_street(s.streets.begin(), s.streets.end());
    if (!t.over && t.street != Street::Showdown)
      by_street[static_cast<std::size_t>(t.street)] -= s.bet;
    streets.push_back(std::move(by_street));
  }
  r.set("players", std::move(players));
  r.set("bets", std::move(bets));
  r.set("pot", amount_json(total_committed(t), money));

  auto split = split_pots(stakes, dead_money(t));
  if (split) {
    std::vector<Calculation> calcs;
    for (const auto& pot : split.value().pots)
      calcs.push_back(street_calculation(pot, stakes, streets));
    write_pots(r, cfg.names, split.value(), calcs, money);
    Json all_in = Json::array();
    for (int i = 0; i < n; ++i)
      if (t.seats[static_cast<std::size_t>(i)].all_in)
        all_in.push(cfg.names[static_cast<std::size_t>(i)]);
    r.set("allIn", std::move(all_in));
    if (t.over) {
      if (auto e = write_showdown(r, showdown_input(deal, stakes, split.value()), missing))
        errors.push_back(*e);
    }
  }
  if (!cfg.equity_ok || (!cfg.cards_ok && cfg.equity)) missing.add("equity");
  if (!cfg.cards_ok || !cfg.strength_ok) missing.add("showdown");
  if (!r.find("awards")) {
    r.set("awards", Json::array());
    r.set("undecided", Json::array());
    r.set("payouts", Json::object());
    r.set("net", Json::object());
  }
  if (!r.find("pots")) {
    r.set("pots", Json::array());
    r.set("returned", Json::object());
  }

  Json rulings = Json::array();
  for (const auto& ru : deal.rulings()) {
    Json j = ruling_json(ru, money);
    j.set("at", ru.at >= 0 ? Json(ru.at) : Json());
    rulings.push(std::move(j));
  }
  r.set("rulings", std::move(rulings));
  Json log = Json::array();
  for (const auto& e : deal.log()) log.push(log_json(cfg, e));
  r.set("log", std::move(log));
  r.set("ok", errors.empty());
  r.set("errors", errors_json(errors, money));
  r.set("missing", missing.json());
  return r;
}

}  // namespace tapis
