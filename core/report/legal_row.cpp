#include "core/report/legal_row.hpp"

#include "core/betting/sizes.hpp"
#include "core/report/report.hpp"

namespace tapis {

namespace {

std::optional<LegalRange> range_row(const std::optional<Range>& r) {
  if (!r) return std::nullopt;
  return LegalRange{r->min, r->max};
}

Json range_json(const std::optional<LegalRange>& r, const Money& money) {
  if (!r) return Json();
  Json j = Json::object();
  j.set("min", amount_json(r->min, money));
  j.set("max", amount_json(r->max, money));
  return j;
}

}  // namespace

std::optional<LegalRow> legal_row(const DealConfig& cfg, const Table& t, const Options& o) {
  if (o.seat < 0) return std::nullopt;
  LegalRow row;
  row.player = cfg.names[static_cast<std::size_t>(o.seat)];
  row.fold = o.fold;
  row.check = o.check;
  if (!o.check) row.call = o.call;
  row.call_all_in = o.call_all_in;
  row.bet = range_row(o.bet);
  row.raise = range_row(o.raise);
  if (o.raise_closed) {
    Ruling why;
    why.code = o.raise_closed->code;
    why.rule = o.raise_closed->rule;
    why.params = o.raise_closed->params;
    row.raise_closed = std::move(why);
  }
  if (o.all_in_as) {
    // A bet or raise all-in below the full minimum does not reopen the betting (TDA 2024 47).
    row.all_in =
        LegalAllIn{o.all_in_to, move_kind_name(*o.all_in_as),
                   *o.all_in_as == MoveKind::Call ? std::nullopt
                                                  : std::optional<bool>(o.all_in_to >= o.min_to)};
  }
  for (const Size& z : sizes(cfg, t, o)) row.sizes.push_back({z.kind, z.to, z.all_in, z.full});
  return row;
}

Json to_json(const LegalRow& legal, const Money& money) {
  Json j = Json::object();
  j.set("player", legal.player);
  j.set("fold", legal.fold);
  j.set("check", legal.check);
  j.set("call", legal.call ? amount_json(*legal.call, money) : Json());
  j.set("callAllIn", legal.call_all_in);
  j.set("bet", range_json(legal.bet, money));
  j.set("raise", range_json(legal.raise, money));
  j.set("raiseClosed", legal.raise_closed ? ruling_json(*legal.raise_closed, money) : Json());
  if (legal.all_in) {
    Json a = Json::object();
    a.set("to", amount_json(legal.all_in->to, money));
    a.set("as", legal.all_in->as);
    a.set("full", legal.all_in->full ? Json(*legal.all_in->full) : Json());
    j.set("allIn", std::move(a));
  } else {
    j.set("allIn", Json());
  }
  Json list = Json::array();
  for (const LegalSizeRow& z : legal.sizes) {
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

}  // namespace tapis
