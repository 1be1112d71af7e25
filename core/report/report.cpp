#include "core/report/report.hpp"

#include <algorithm>

namespace tapis {

namespace {

Json names_of(const std::vector<int>& seats, const std::vector<std::string>& names) {
  Json a = Json::array();
  for (int s : seats) a.push(names[static_cast<std::size_t>(s)]);
  return a;
}

template <class S>
Json message_fields(const Said<S>& m, const Money& money) {
  Json j = Json::object();
  j.set("code", m.code);
  j.set("rule", m.rule.empty() ? Json() : Json(m.rule));
  Json params = Json::object();
  for (const auto& p : m.params) {
    switch (p.kind) {
      case Param::Kind::Chips:
        params.set(p.name, amount_json(p.number, money));
        break;
      case Param::Kind::Number:
        params.set(p.name, p.number);
        break;
      case Param::Kind::Text:
        params.set(p.name, p.text);
        break;
      case Param::Kind::List: {
        Json list = Json::array();
        for (const auto& v : p.list) list.push(v);
        params.set(p.name, std::move(list));
        break;
      }
    }
  }
  j.set("params", std::move(params));
  return j;
}

Json calculation_json(const Calculation& c, const std::vector<std::string>& names,
                      const Money& money) {
  Json partial = Json::array();
  for (const auto& [seat, chips] : c.partial) {
    Json p = Json::object();
    p.set("player", names[static_cast<std::size_t>(seat)]);
    p.set("chips", amount_json(chips, money));
    partial.push(std::move(p));
  }
  Json calc = Json::object();
  calc.set("deadMoney", amount_json(c.dead_money, money));
  calc.set("from", amount_json(c.from, money));
  calc.set("to", amount_json(c.to, money));
  calc.set("layer", amount_json(c.layer(), money));
  calc.set("players", c.players);
  calc.set("partial", std::move(partial));
  return calc;
}

}  // namespace

Json amount_json(Chips units, const Money& money) {
  if (money.decimals == 0) return Json(units);
  return Json::decimal(units, money.decimals);
}

Json error_json(const Error& e, const Money& money) {
  Json j = message_fields(e, money);
  if (!e.field.empty()) j.set("field", e.field);
  if (e.action >= 0) j.set("action", e.action);
  return j;
}

Json ruling_json(const Ruling& r, const Money& money) {
  Json j = message_fields(r, money);
  j.set("action", r.action >= 0 ? Json(r.action) : Json());
  return j;
}

Json errors_json(const std::vector<Error>& errors, const Money& money) {
  Json a = Json::array();
  for (const auto& e : errors) a.push(error_json(e, money));
  return a;
}

std::string pot_name(std::size_t index) {
  return index == 0 ? std::string("main") : "side " + std::to_string(index);
}

void Missing::add(const std::string& part) {
  if (std::find(parts.begin(), parts.end(), part) == parts.end()) parts.push_back(part);
}

Json Missing::json() const {
  Json a = Json::array();
  for (const auto& p : parts) a.push(p);
  return a;
}

Json failure_report(const std::vector<Error>& errors, const Money& money) {
  Json r = Json::object();
  r.set("ok", false);
  r.set("errors", errors_json(errors, money));
  Missing missing;
  for (const char* part : {"pots", "awards", "showdown", "equity"}) missing.add(part);
  r.set("missing", missing.json());
  r.set("pots", Json::array());
  r.set("returned", Json::object());
  r.set("awards", Json::array());
  r.set("payouts", Json::object());
  return r;
}

void write_pots(Json& report, const std::vector<std::string>& names, const PotSplit& split,
                const std::vector<Calculation>& calculations, const Money& money) {
  Json pots = Json::array();
  Chips in_pots = 0;
  for (std::size_t p = 0; p < split.pots.size(); ++p) {
    const Pot& pot = split.pots[p];
    Json j = Json::object();
    j.set("index", static_cast<std::int64_t>(p));
    j.set("name", pot_name(p));
    j.set("amount", amount_json(pot.amount, money));
    j.set("eligible", names_of(pot.eligible, names));
    Json contributions = Json::object();
    for (std::size_t i = 0; i < names.size(); ++i)
      if (pot.contributions[i] > 0)
        contributions.set(names[i], amount_json(pot.contributions[i], money));
    j.set("contributions", std::move(contributions));
    j.set("calculation", calculation_json(calculations[p], names, money));
    pots.push(std::move(j));
    in_pots += pot.amount;
  }
  report.set("pots", std::move(pots));

  Json returned = Json::object();
  Json returns = Json::array();
  Chips back = 0;
  for (const auto& r : split.returns) {
    returned.set(names[static_cast<std::size_t>(r.seat)], amount_json(r.amount, money));
    Json j = Json::object();
    j.set("player", names[static_cast<std::size_t>(r.seat)]);
    j.set("committed", amount_json(r.committed, money));
    j.set("matched", amount_json(r.matched, money));
    j.set("amount", amount_json(r.amount, money));
    returns.push(std::move(j));
    back += r.amount;
  }
  report.set("returned", std::move(returned));
  report.set("returns", std::move(returns));

  // Guide 002's check: everything committed = the pots + what goes back.
  Json check = Json::object();
  check.set("committed", amount_json(split.total_committed, money));
  check.set("pots", amount_json(in_pots, money));
  check.set("returned", amount_json(back, money));
  check.set("balanced", split.total_committed == in_pots + back);
  report.set("check", std::move(check));
}

std::vector<Chips> write_awards(Json& report, const std::vector<std::string>& names,
                                const std::vector<Chips>& committed, const PotSplit& split,
                                const AwardResult& result, const Money& money) {
  std::vector<Chips> collected(names.size(), 0);
  for (const auto& r : split.returns) collected[static_cast<std::size_t>(r.seat)] += r.amount;
  Json awards = Json::array();
  for (const auto& a : result.awards) {
    Json j = Json::object();
    j.set("pot", a.pot);
    j.set("name", pot_name(static_cast<std::size_t>(a.pot)));
    if (a.run > 0) j.set("run", a.run);
    j.set("winners", names_of(a.winners, names));
    Json amounts = Json::object();
    for (std::size_t w = 0; w < a.winners.size(); ++w) {
      const auto seat = static_cast<std::size_t>(a.winners[w]);
      amounts.set(names[seat], amount_json(a.amounts[w], money));
      collected[seat] += a.amounts[w];
    }
    j.set("amounts", std::move(amounts));
    j.set("contested", a.contested);
    j.set("split", a.winners.size() > 1);
    awards.push(std::move(j));
  }
  report.set("awards", std::move(awards));
  Json undecided = Json::array();
  for (int p : result.undecided_pots) undecided.push(p);
  report.set("undecided", std::move(undecided));

  // A player's result is decided once no pot he may still win waits for the showdown order.
  std::vector<bool> decided(names.size(), true);
  for (int p : result.undecided_pots)
    for (int seat : split.pots[static_cast<std::size_t>(p)].eligible)
      decided[static_cast<std::size_t>(seat)] = false;
  Json payouts = Json::object();
  Json net = Json::object();
  for (std::size_t i = 0; i < names.size(); ++i) {
    payouts.set(names[i], amount_json(collected[i], money));
    if (decided[i]) net.set(names[i], amount_json(collected[i] - committed[i], money));
  }
  report.set("payouts", std::move(payouts));
  report.set("net", std::move(net));
  return collected;
}

}  // namespace tapis
