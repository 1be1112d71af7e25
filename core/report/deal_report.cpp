#include "core/report/deal_report.hpp"

#include <algorithm>

#include "core/pots/pots.hpp"
#include "core/report/report.hpp"
#include "core/report/showdown_report.hpp"

namespace tapis {

namespace {

Json range_json(const std::optional<Range>& r) {
  if (!r) return Json();
  Json j = Json::object();
  j.set("min", r->min);
  j.set("max", r->max);
  return j;
}

Json legal_json(const DealConfig& cfg, const Options& o) {
  if (o.seat < 0) return Json();
  Json j = Json::object();
  j.set("player", cfg.names[o.seat]);
  j.set("fold", o.fold);
  j.set("check", o.check);
  j.set("call", o.check ? Json() : Json(o.call));
  j.set("callAllIn", o.call_all_in);
  j.set("bet", range_json(o.bet));
  j.set("raise", range_json(o.raise));
  if (o.raise_closed) {
    Json c = Json::object();
    c.set("code", o.raise_closed->code);
    c.set("rule", o.raise_closed->rule);
    c.set("message", o.raise_closed->message);
    j.set("raiseClosed", std::move(c));
  } else {
    j.set("raiseClosed", Json());
  }
  if (o.all_in_as) {
    Json a = Json::object();
    a.set("to", o.all_in_to);
    a.set("as", move_kind_name(*o.all_in_as));
    j.set("allIn", std::move(a));
  } else {
    j.set("allIn", Json());
  }
  return j;
}

Json log_json(const DealConfig& cfg, const LogEntry& e) {
  Json j = Json::object();
  if (e.action >= 0) j.set("action", e.action);
  j.set("type", e.type);
  j.set("street", street_name(e.street));
  if (e.seat >= 0) {
    j.set("player", cfg.names[e.seat]);
    if (e.type == "return") {
      j.set("amount", -e.added);
    } else {
      j.set("added", e.added);
      j.set("to", e.to);
      j.set("allIn", e.all_in);
    }
  } else {
    j.set("pot", e.to);
  }
  if (e.pushed >= 0) j.set("pushed", e.pushed);
  if (!e.as.empty()) j.set("as", e.as);
  return j;
}

// The showdown of a finished hand: the cards (or the ranking), and what decides who shows first:
// the river's last bet or raise, or an all-in that ended the betting before the river.
ShowdownInput showdown_input(const DealState& hand, const std::vector<Stake>& stakes,
                             const PotSplit& split) {
  const DealConfig& cfg = hand.config();
  const Table& t = hand.table();
  ShowdownInput in;
  in.names = cfg.names;
  in.stakes = stakes;
  in.split = split;
  in.button = cfg.button;
  in.unit = cfg.smallest_chip;
  in.cards = cfg.cards;
  in.ranking = cfg.strength;
  in.equity = cfg.equity;
  in.show.tournament = cfg.tournament;
  in.show.no_limit = cfg.betting == Betting::NoLimit;
  bool river_dealt = false;
  for (const auto& e : hand.log()) {
    if (e.street != Street::River) continue;
    river_dealt = true;
    if (e.type == "bet" || e.type == "raise") in.show.river_aggressor = e.seat;
  }
  in.show.betting_ended_before_river = !river_dealt;
  for (std::size_t i = 0; i < t.seats.size(); ++i) {
    in.show.all_in.push_back(t.seats[i].all_in);
    if (t.seats[i].folded) in.ranking[i].reset();
    // TDA (guide 002): with a big-blind ante, busted players are compared after it is posted.
    Chips start = cfg.stacks[i];
    if (static_cast<int>(i) == cfg.big_blind_seat()) start -= std::min(start, cfg.big_blind_ante);
    in.start_stacks.push_back(start);
  }
  return in;
}

}  // namespace

Json deal_report(const DealState& hand, const std::optional<Error>& error) {
  const DealConfig& cfg = hand.config();
  const Table& t = hand.table();
  const int n = cfg.seat_count();

  Json r = Json::object();
  r.set("ok", !error.has_value());
  Json errors = Json::array();
  if (error) errors.push(error_json(*error));
  r.set("errors", std::move(errors));
  r.set("mode", "actions");
  r.set("game", cfg.game);
  r.set("betting", betting_name(cfg.betting));
  r.set("format", cfg.tournament ? "tournament" : "cash");
  r.set("button", cfg.button);
  Json blinds = Json::array();
  blinds.push(cfg.small_blind);
  blinds.push(cfg.big_blind);
  r.set("blinds", std::move(blinds));
  r.set("ante", cfg.ante);
  r.set("bigBlindAnte", cfg.big_blind_ante);
  if (cfg.betting == Betting::Limit) {
    Json l = Json::object();
    l.set("smallBet", cfg.limit.small_bet);
    l.set("bigBet", cfg.limit.big_bet);
    l.set("cap", cfg.limit.cap);
    l.set("capHeadsUp", cfg.limit.cap_heads_up);
    r.set("limit", std::move(l));
  }
  r.set("smallestChip", cfg.smallest_chip);
  r.set("street", street_name(t.street));
  r.set("over", t.over);
  r.set("toAct", t.to_act >= 0 ? Json(cfg.names[t.to_act]) : Json());
  r.set("actionsApplied", t.applied);
  r.set("legal", legal_json(cfg, hand.legal()));
  if (t.over) {
    r.set("round", Json());
  } else {
    Json round = Json::object();
    round.set("bet", t.level);  // the street total to match
    round.set("minRaiseTo", min_raise_to(cfg, t));
    if (cfg.betting == Betting::Limit) {
      round.set("betSize", limit_unit(cfg, t.street));
      round.set("raises", t.raises);  // bets and raises so far, against the cap
    } else {
      round.set("lastFullRaise", t.last_full_raise);
    }
    if (cfg.betting == Betting::PotLimit) round.set("potForLimit", pot_limit_pot(cfg, t));
    r.set("round", std::move(round));
  }

  Json players = Json::array();
  Json bets = Json::object();
  std::vector<Stake> stakes;
  for (int i = 0; i < n; ++i) {
    const SeatState& s = t.seats[i];
    Json p = Json::object();
    p.set("name", cfg.names[i]);
    p.set("startingStack", cfg.stacks[i]);
    p.set("stack", s.stack);
    p.set("committed", s.committed);
    p.set("bet", s.bet);
    p.set("folded", s.folded);
    p.set("allIn", s.all_in);
    p.set("button", i == cfg.button);
    const bool small = i == cfg.small_blind_seat() && cfg.small_blind > 0;
    p.set("blind", i == cfg.big_blind_seat() ? Json("big") : small ? Json("small") : Json());
    players.push(std::move(p));
    if (s.bet > 0) bets.set(cfg.names[i], s.bet);
    // Open round: this street's bets are not in a pot yet (see deal_report.hpp).
    stakes.push_back(Stake{t.over ? s.committed : s.committed - s.bet, s.folded});
  }
  r.set("players", std::move(players));
  r.set("bets", std::move(bets));
  Chips pot = 0;
  for (const auto& s : t.seats) pot += s.committed;
  r.set("pot", pot);

  auto split = split_pots(stakes, 0);
  if (split) {
    write_pots(r, cfg.names, stakes, split.value());
    Json all_in = Json::array();
    for (int i = 0; i < n; ++i)
      if (t.seats[i].all_in) all_in.push(cfg.names[i]);
    r.set("allIn", std::move(all_in));
    if (t.over) {
      if (auto e = write_showdown(r, showdown_input(hand, stakes, split.value())))
        return error_report(*e);
    }
  }
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
  for (const auto& ru : hand.rulings()) {
    Json j = Json::object();
    j.set("code", ru.code);
    j.set("rule", ru.rule);
    j.set("message", ru.message);
    j.set("action", ru.action >= 0 ? Json(ru.action) : Json());
    rulings.push(std::move(j));
  }
  r.set("rulings", std::move(rulings));
  Json log = Json::array();
  for (const auto& e : hand.log()) log.push(log_json(cfg, e));
  r.set("log", std::move(log));
  return r;
}

}  // namespace tapis
