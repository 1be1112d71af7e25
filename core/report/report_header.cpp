#include "core/report/report_header.hpp"

#include "core/report/report.hpp"

namespace tapis {

HeaderRow header_row(const TableSpec& t, const DealConfig* deal) {
  HeaderRow h;
  h.tournament = t.tournament;
  h.decimals = t.money.decimals;
  h.currency = t.currency;
  h.button = t.button;
  h.smallest_chip = t.smallest_chip;
  if (deal) {
    DealHeaderRow d;
    d.game = deal->game;
    d.betting = betting_name(deal->betting);
    d.small_blind = deal->small_blind;
    d.big_blind = deal->big_blind;
    d.ante = deal->ante;
    d.big_blind_ante = deal->big_blind_ante;
    d.straddles = deal->straddles;
    if (deal->betting == Betting::Limit)
      d.limit = LimitRow{deal->limit.small_bet, deal->limit.big_bet, deal->limit.cap,
                         deal->limit.cap_heads_up};
    h.deal = std::move(d);
  }
  return h;
}

void write_header(Json& r, const HeaderRow& h, const Money& money) {
  r.set("ok", true);
  r.set("errors", Json::array());
  r.set("missing", Json::array());
  r.set("mode", h.deal ? "actions" : "quick");
  if (h.deal) {
    r.set("game", h.deal->game);
    r.set("betting", h.deal->betting);
  }
  r.set("format", h.tournament ? "tournament" : "cash");
  r.set("decimals", h.decimals);
  if (!h.currency.empty()) r.set("currency", h.currency);
  r.set("button", h.button);
  if (h.deal) {
    Json blinds = Json::array();
    blinds.push(amount_json(h.deal->small_blind, money));
    blinds.push(amount_json(h.deal->big_blind, money));
    r.set("blinds", std::move(blinds));
    r.set("ante", amount_json(h.deal->ante, money));
    r.set("bigBlindAnte", amount_json(h.deal->big_blind_ante, money));
    Json straddles = Json::array();
    for (Chips s : h.deal->straddles) straddles.push(amount_json(s, money));
    r.set("straddles", std::move(straddles));
    if (h.deal->limit) {
      Json l = Json::object();
      l.set("smallBet", amount_json(h.deal->limit->small_bet, money));
      l.set("bigBet", amount_json(h.deal->limit->big_bet, money));
      l.set("cap", h.deal->limit->cap);
      l.set("capHeadsUp", h.deal->limit->cap_heads_up);
      r.set("limit", std::move(l));
    }
  }
  r.set("smallestChip", amount_json(h.smallest_chip, money));
}

}  // namespace tapis
