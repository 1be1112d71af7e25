#include "core/report/recorded.hpp"

#include <algorithm>
#include <string>

#include "core/report/report.hpp"

namespace tapis {

std::optional<Recorded> read_recorded(Reader& r, const Json& spec, int seats) {
  const Json* rec = spec.find("recorded");
  if (!rec || rec->is_null()) return std::nullopt;
  if (!rec->is_object()) {
    r.add(r.type_error("recorded", "object", *rec));
    return std::nullopt;
  }
  Recorded out;
  auto list = [&](std::string_view key) -> std::optional<std::vector<Chips>> {
    const std::string path = field_path("recorded", key);
    const Json* v = rec->find(key);
    if (!v || v->is_null()) return std::nullopt;
    if (!v->is_array()) {
      r.add(r.type_error(path, "array", *v));
      return std::nullopt;
    }
    if (static_cast<int>(v->size()) != seats) {
      r.add(error("recorded.length", path)
                .text("field", path)
                .number("expected", seats)
                .number("count", static_cast<std::int64_t>(v->size())));
      return std::nullopt;
    }
    std::vector<Chips> amounts;
    bool ok = true;
    for (std::size_t i = 0; i < v->size(); ++i) {
      auto a = r.chips_value(v->items()[i], index_path(path, i));
      ok = ok && a.has_value();
      amounts.push_back(a.value_or(0));
    }
    if (!ok) return std::nullopt;
    return amounts;
  };
  out.winnings = list("winnings");
  out.finishing = list("finishingStacks");
  return out;
}

namespace {

// An amount of the report back in units of its money unit.
Chips units_of(const Json* v, const Money& money) {
  if (!v) return 0;
  if (v->is_integer())
    return v->as_integer() * [&] {
      Chips scale = 1;
      for (int i = 0; i < money.decimals; ++i) scale *= 10;
      return scale;
    }();
  if (v->type() == Json::Type::Real) return read_amount(v->number_text(), money).units;
  return 0;
}

Chips amount_in(const Json& report, std::string_view object, const std::string& name,
                const Money& money) {
  const Json* o = report.find(object);
  return o ? units_of(o->find(name), money) : 0;
}

}  // namespace

void write_recorded(Json& report, const Recorded& rec) {
  const Json* d = report.find("decimals");
  const Money money{d && d->is_integer() ? static_cast<int>(d->as_integer()) : 0};
  const Json* over_v = report.find("over");
  const bool over = over_v && over_v->is_bool() && over_v->as_bool();
  const Json* players = report.find("players");
  const Json* pots = report.find("pots");
  if (!players || !players->is_array() || !pots) return;

  // Players a pot waiting for a showdown may go to.
  std::vector<std::string> waiting;
  Chips all_pots = 0;
  if (const Json* undecided = report.find("undecided"))
    for (const auto& u : undecided->items())
      if (u.is_integer() && u.as_integer() >= 0 &&
          static_cast<std::size_t>(u.as_integer()) < pots->size())
        if (const Json* el =
                pots->items()[static_cast<std::size_t>(u.as_integer())].find("eligible"))
          for (const auto& n : el->items()) waiting.push_back(n.as_string());
  for (const auto& p : pots->items()) all_pots += units_of(p.find("amount"), money);

  Chips won_total = 0;
  if (rec.winnings)
    for (Chips w : *rec.winnings) won_total += w;
  // Winnings all 0 while a pot was won (someone always takes it): the history records nothing,
  // as many converted site logs do; they are shown but not held against the result.
  const bool winnings_empty = rec.winnings && over && won_total == 0 && all_pots > 0;
  const bool judge_winnings = rec.winnings && !winnings_empty;

  Json list = Json::array();
  bool any_disagree = false, any_judged = false, all_known = over;
  Chips start_total = 0, finish_total = 0, returned_counted = 0;
  for (std::size_t i = 0; i < players->size(); ++i) {
    const Json& p = players->items()[i];
    const std::string name = p.find("name")->as_string();
    const Chips payout = amount_in(report, "payouts", name, money);
    const Chips returned = amount_in(report, "returned", name, money);
    const Chips collected = payout - returned;
    const Chips start = units_of(p.find("startingStack"), money);
    const Chips stack = start - units_of(p.find("committed"), money) + payout;
    const bool undecided = std::find(waiting.begin(), waiting.end(), name) != waiting.end();
    const bool judged = over && !undecided && (judge_winnings || rec.finishing);
    std::string status = !over                                ? "unfinished"
                         : undecided                          ? "undecided"
                         : !(judge_winnings || rec.finishing) ? "unrecorded"
                                                              : "agrees";
    auto judge = [&](Chips theirs, Chips ours, Chips floor) {
      // Equal; or less for a player who collected (the house's cut), never all of it.
      if (theirs == ours) return;
      if (ours > floor && theirs < ours && theirs > floor) {
        if (status == "agrees") status = "raked";
        return;
      }
      status = "disagrees";
    };
    Json j = Json::object();
    j.set("name", name);
    j.set("collected", over ? amount_json(collected, money) : Json());
    j.set("stack", over ? amount_json(stack, money) : Json());
    if (rec.winnings) {
      const Chips w = (*rec.winnings)[i];
      j.set("winnings", amount_json(w, money));
      // Sites count a big blind's unmatched part in what he collects when everyone folds to him;
      // Tapis returns it as uncalled (guide 002): either way agrees.
      const bool with_returned = returned > 0 && w == collected + returned;
      if (with_returned) returned_counted += returned;
      if (judged && judge_winnings) judge(w, collected + (with_returned ? returned : 0), 0);
    }
    if (rec.finishing) {
      const Chips f = (*rec.finishing)[i];
      j.set("finishingStack", amount_json(f, money));
      start_total += start;
      finish_total += f;
      if (judged) judge(f, stack, stack - collected);
    }
    any_judged = any_judged || judged;
    if (status == "disagrees") any_disagree = true;
    if (!judged) all_known = false;
    j.set("status", status);
    list.push(std::move(j));
  }
  Json r = Json::object();
  r.set("agrees", any_disagree ? Json(false) : all_known && any_judged ? Json(true) : Json());
  if (winnings_empty) r.set("winningsEmpty", true);
  Json rake;
  if (over && judge_winnings)
    rake = amount_json(all_pots + returned_counted - won_total, money);
  else if (over && rec.finishing)
    rake = amount_json(start_total - finish_total, money);
  r.set("rake", std::move(rake));
  r.set("players", std::move(list));
  report.set("recorded", std::move(r));
}

void write_source(Json& report, const Json& spec) {
  const Json* s = spec.find("source");
  if (!s || !s->is_object()) return;
  Json out = Json::object();
  for (const auto& [k, v] : s->members())
    if (k != "fields") out.add(k, v);
  report.set("source", std::move(out));
}

}  // namespace tapis
