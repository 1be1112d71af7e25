#include "core/report/report.hpp"

#include <algorithm>

namespace tapis {

namespace {

Json names_of(const std::vector<int>& seats, const std::vector<std::string>& names) {
  Json a = Json::array();
  for (int s : seats) a.push(names[s]);
  return a;
}

// How the guides write a pot: "1 200 + 1 200 × 4" = dead money + layer × players who paid it
// in full, plus what players who folded short of the layer left in it.
Json calculation(const Pot& pot, const std::vector<std::string>& names) {
  Chips layer = pot.level - pot.previous_level;
  int full = 0;
  Json partial = Json::array();
  for (std::size_t i = 0; i < pot.contributions.size(); ++i) {
    Chips c = pot.contributions[i];
    if (layer > 0 && c == layer) {
      ++full;
    } else if (c > 0) {
      Json p = Json::object();
      p.set("player", names[i]);
      p.set("chips", c);
      partial.push(std::move(p));
    }
  }
  Json calc = Json::object();
  calc.set("deadMoney", pot.dead_money);
  calc.set("from", pot.previous_level);
  calc.set("to", pot.level);
  calc.set("layer", layer);
  calc.set("players", full);
  calc.set("partial", std::move(partial));
  return calc;
}

}  // namespace

Json error_json(const Error& e) {
  Json j = Json::object();
  j.set("code", e.code);
  j.set("message", e.message);
  if (!e.field.empty()) j.set("field", e.field);
  if (e.action >= 0) j.set("action", e.action);
  return j;
}

Json error_report(const Error& e) {
  Json r = Json::object();
  r.set("ok", false);
  Json errors = Json::array();
  errors.push(error_json(e));
  r.set("errors", std::move(errors));
  r.set("pots", Json::array());
  r.set("returned", Json::object());
  r.set("awards", Json::array());
  r.set("payouts", Json::object());
  return r;
}

void write_pots(Json& report, const std::vector<std::string>& names,
                const std::vector<Stake>& stakes, const PotSplit& split) {
  Json pots = Json::array();
  Chips in_pots = 0;
  for (std::size_t p = 0; p < split.pots.size(); ++p) {
    const Pot& pot = split.pots[p];
    Json j = Json::object();
    j.set("index", static_cast<std::int64_t>(p));
    j.set("name", p == 0 ? std::string("main") : "side " + std::to_string(p));
    j.set("amount", pot.amount);
    j.set("eligible", names_of(pot.eligible, names));
    Json contributions = Json::object();
    for (std::size_t i = 0; i < names.size(); ++i)
      if (pot.contributions[i] > 0) contributions.set(names[i], pot.contributions[i]);
    j.set("contributions", std::move(contributions));
    j.set("calculation", calculation(pot, names));
    pots.push(std::move(j));
    in_pots += pot.amount;
  }
  report.set("pots", std::move(pots));

  Json returned = Json::object();
  Json returns = Json::array();
  Chips back = 0;
  for (const auto& r : split.returns) {
    returned.set(names[r.seat], r.amount);
    Json j = Json::object();
    j.set("player", names[r.seat]);
    j.set("committed", r.committed);
    j.set("matched", r.matched);
    j.set("amount", r.amount);
    returns.push(std::move(j));
    back += r.amount;
  }
  report.set("returned", std::move(returned));
  report.set("returns", std::move(returns));

  // Guide 002's check: everything committed = the pots + what goes back.
  Json check = Json::object();
  check.set("committed", split.total_committed);
  check.set("pots", in_pots);
  check.set("returned", back);
  check.set("balanced", split.total_committed == in_pots + back);
  report.set("check", std::move(check));

  // Table stakes: a player still in who put in less than the largest amount is all-in for it.
  Chips largest = 0;
  for (const auto& s : stakes) largest = std::max(largest, s.committed);
  Json all_in = Json::array();
  for (std::size_t i = 0; i < stakes.size(); ++i)
    if (!stakes[i].folded && stakes[i].committed < largest) all_in.push(names[i]);
  report.set("allIn", std::move(all_in));
}

void write_awards(Json& report, const std::vector<std::string>& names,
                  const std::vector<Stake>& stakes, const PotSplit& split,
                  const AwardResult& result) {
  std::vector<Chips> collected(names.size(), 0);
  for (const auto& r : split.returns) collected[r.seat] += r.amount;
  Json awards = Json::array();
  for (const auto& a : result.awards) {
    Json j = Json::object();
    j.set("pot", a.pot);
    j.set("name", a.pot == 0 ? std::string("main") : "side " + std::to_string(a.pot));
    if (a.run > 0) j.set("run", a.run);
    j.set("winners", names_of(a.winners, names));
    Json amounts = Json::object();
    for (std::size_t w = 0; w < a.winners.size(); ++w) {
      amounts.set(names[a.winners[w]], a.amounts[w]);
      collected[a.winners[w]] += a.amounts[w];
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

  Json payouts = Json::object();
  Json net = Json::object();
  for (std::size_t i = 0; i < names.size(); ++i) {
    payouts.set(names[i], collected[i]);
    net.set(names[i], collected[i] - stakes[i].committed);
  }
  report.set("payouts", std::move(payouts));
  report.set("net", std::move(net));
}

}  // namespace tapis
