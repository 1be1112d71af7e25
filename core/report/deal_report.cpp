#include "core/report/deal_report.hpp"

#include <algorithm>

#include "core/betting/betting_end.hpp"
#include "core/betting/sizes.hpp"
#include "core/pots/pots.hpp"
#include "core/report/deal_rows.hpp"
#include "core/report/legal_row.hpp"
#include "core/report/prize_report.hpp"
#include "core/report/report.hpp"
#include "core/report/report_header.hpp"
#include "core/report/showdown_report.hpp"
#include "core/report/showdown_rows.hpp"
#include "core/showdown/showdown.hpp"

namespace tapis {

namespace {

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
  const BettingEnd end = betting_end(deal.log());
  in.show.river_aggressor = end.river_aggressor;
  in.show.betting_ended_before_river = end.before_river;
  in.big_blind_ante = cfg.big_blind_ante > 0;
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

Json deal_report(const DealState& deal, const Problems& problems,
                 const std::optional<Recorded>& recorded) {
  const DealConfig& cfg = deal.config();
  const Table& t = deal.table();
  const Money& money = cfg.money;
  const int n = cfg.seat_count();
  std::vector<Error> errors = problems.list();
  Missing missing;
  for (const auto& e : errors)
    if (e.action >= 0) missing.add("actions");

  Json r = Json::object();
  write_header(r, header_row(cfg, &cfg), money);
  r.set("street", street_name(t.street));
  r.set("boardDealt", card_array(board_dealt(cfg.cards, t.street)));
  r.set("over", t.over);
  r.set("toAct", t.to_act >= 0 ? Json(cfg.names[static_cast<std::size_t>(t.to_act)]) : Json());
  r.set("actionsApplied", t.applied);
  Json held = Json::array();
  for (const Held& h : t.held) held.push(to_json(held_row(cfg, h), money));
  r.set("held", std::move(held));
  const auto legal = legal_row(cfg, t, deal.legal());
  r.set("legal", legal ? to_json(*legal, money) : Json());
  r.set("round", t.over ? Json() : to_json(round_row(cfg, t), money));

  Json players = Json::array();
  Json bets = Json::object();
  // Open round: this street's bets are not in a pot yet (see deal_report.hpp).
  std::vector<Stake> stakes = live_stakes(t);
  std::vector<std::vector<Chips>> streets;
  for (int i = 0; i < n; ++i) {
    const SeatState& s = t.seats[static_cast<std::size_t>(i)];
    players.push(to_json(deal_player_row(cfg, t, i), money));
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
  ShowdownOutcome outcome;
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
      outcome = write_showdown(r, showdown_input(deal, stakes, split.value()), missing);
      if (outcome.error) errors.push_back(*outcome.error);
    } else if (cfg.prizes || !cfg.prizes_ok) {
      // Issue 31: what the stacks are worth as the hand began, from the first action on.
      write_prize_equity(r, showdown_input(deal, stakes, split.value()), {}, nullptr, missing);
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
  for (const auto& e : deal.log()) log.push(to_json(log_row(cfg, e), money));
  r.set("log", std::move(log));
  r.set("ok", errors.empty());
  r.set("errors", errors_json(errors, money));
  r.set("missing", missing.json());
  if (recorded) {
    // The hand as Tapis played it, beside the hand history's own result.
    PlayedResult played;
    played.over = t.over;
    played.names = cfg.names;
    played.start = cfg.stacks;
    for (int i = 0; i < n; ++i) {
      const auto seat = static_cast<std::size_t>(i);
      played.committed.push_back(t.seats[seat].committed);
      played.payout.push_back(outcome.collected.empty() ? 0 : outcome.collected[seat]);
      played.returned.push_back(split ? returned_to(split.value(), i) : 0);
      played.waiting.push_back(!outcome.decided.empty() && !outcome.decided[seat]);
    }
    if (split)
      for (const auto& pot : split.value().pots) played.in_pots += pot.amount;
    write_recorded_part(r, recorded_part(played, *recorded), money);
  }
  return r;
}

}  // namespace tapis
