#include "core/report/report_header.hpp"

#include "core/report/report.hpp"

namespace tapis {

void write_header(Json& r, const TableSpec& t, const DealConfig* deal) {
  const Money& money = t.money;
  r.set("ok", true);
  r.set("errors", Json::array());
  r.set("missing", Json::array());
  r.set("mode", deal ? "actions" : "quick");
  if (deal) {
    r.set("game", deal->game);
    r.set("betting", betting_name(deal->betting));
  }
  r.set("format", t.tournament ? "tournament" : "cash");
  r.set("decimals", money.decimals);
  if (!t.currency.empty()) r.set("currency", t.currency);
  r.set("button", t.button);
  if (deal) {
    Json blinds = Json::array();
    blinds.push(amount_json(deal->small_blind, money));
    blinds.push(amount_json(deal->big_blind, money));
    r.set("blinds", std::move(blinds));
    r.set("ante", amount_json(deal->ante, money));
    r.set("bigBlindAnte", amount_json(deal->big_blind_ante, money));
    Json straddles = Json::array();
    for (Chips s : deal->straddles) straddles.push(amount_json(s, money));
    r.set("straddles", std::move(straddles));
    if (deal->betting == Betting::Limit) {
      Json l = Json::object();
      l.set("smallBet", amount_json(deal->limit.small_bet, money));
      l.set("bigBet", amount_json(deal->limit.big_bet, money));
      l.set("cap", deal->limit.cap);
      l.set("capHeadsUp", deal->limit.cap_heads_up);
      r.set("limit", std::move(l));
    }
  }
  r.set("smallestChip", amount_json(t.smallest_chip, money));
}

}  // namespace tapis
