#include "core/report/pot_rows.hpp"

#include "core/report/report.hpp"

namespace tapis {

PotsPart pots_part(const std::vector<std::string>& names, const PotSplit& split,
                   const std::vector<Calculation>& calculations) {
  PotsPart part;
  Chips in_pots = 0;
  for (std::size_t p = 0; p < split.pots.size(); ++p) {
    const Pot& pot = split.pots[p];
    const Calculation& c = calculations[p];
    PotRow row;
    row.index = static_cast<int>(p);
    row.name = pot_name(p);
    row.amount = pot.amount;
    for (int s : pot.eligible) row.eligible.push_back(names[static_cast<std::size_t>(s)]);
    for (std::size_t i = 0; i < names.size(); ++i)
      if (pot.contributions[i] > 0) row.contributions.emplace_back(names[i], pot.contributions[i]);
    row.calculation = {c.dead_money, c.from, c.to, c.layer(), c.players, {}};
    for (const auto& [seat, chips] : c.partial)
      row.calculation.partial.emplace_back(names[static_cast<std::size_t>(seat)], chips);
    part.pots.push_back(std::move(row));
    in_pots += pot.amount;
  }
  Chips back = 0;
  for (const auto& r : split.returns) {
    const std::string& name = names[static_cast<std::size_t>(r.seat)];
    part.returned.emplace_back(name, r.amount);
    part.returns.push_back({name, r.committed, r.matched, r.amount});
    back += r.amount;
  }
  part.check = {split.total_committed, in_pots, back, split.total_committed == in_pots + back};
  return part;
}

Json named_amounts_json(const NamedAmounts& rows, const Money& money) {
  Json j = Json::object();
  for (const auto& [name, amount] : rows) j.set(name, amount_json(amount, money));
  return j;
}

Json to_json(const PotRow& pot, const Money& money) {
  const PotCalculationRow& c = pot.calculation;
  Json partial = Json::array();
  for (const auto& [player, chips] : c.partial) {
    Json p = Json::object();
    p.set("player", player);
    p.set("chips", amount_json(chips, money));
    partial.push(std::move(p));
  }
  Json calc = Json::object();
  calc.set("deadMoney", amount_json(c.dead_money, money));
  calc.set("from", amount_json(c.from, money));
  calc.set("to", amount_json(c.to, money));
  calc.set("layer", amount_json(c.layer, money));
  calc.set("players", c.players);
  calc.set("partial", std::move(partial));

  Json eligible = Json::array();
  for (const auto& name : pot.eligible) eligible.push(name);
  Json j = Json::object();
  j.set("index", static_cast<std::int64_t>(pot.index));
  j.set("name", pot.name);
  j.set("amount", amount_json(pot.amount, money));
  j.set("eligible", std::move(eligible));
  j.set("contributions", named_amounts_json(pot.contributions, money));
  j.set("calculation", std::move(calc));
  return j;
}

Json to_json(const ReturnRow& back, const Money& money) {
  Json j = Json::object();
  j.set("player", back.player);
  j.set("committed", amount_json(back.committed, money));
  j.set("matched", amount_json(back.matched, money));
  j.set("amount", amount_json(back.amount, money));
  return j;
}

Json to_json(const PotCheck& check, const Money& money) {
  Json j = Json::object();
  j.set("committed", amount_json(check.committed, money));
  j.set("pots", amount_json(check.pots, money));
  j.set("returned", amount_json(check.returned, money));
  j.set("balanced", check.balanced);
  return j;
}

void write_pots_part(Json& report, const PotsPart& part, const Money& money) {
  Json pots = Json::array();
  for (const auto& pot : part.pots) pots.push(to_json(pot, money));
  report.set("pots", std::move(pots));
  report.set("returned", named_amounts_json(part.returned, money));
  Json returns = Json::array();
  for (const auto& back : part.returns) returns.push(to_json(back, money));
  report.set("returns", std::move(returns));
  report.set("check", to_json(part.check, money));
}

}  // namespace tapis
