#include "core/report/award_rows.hpp"

#include "core/report/report.hpp"

namespace tapis {

AwardsPart awards_part(const std::vector<std::string>& names, const std::vector<Chips>& committed,
                       const PotSplit& split, const AwardResult& result) {
  AwardsPart part;
  part.collected.assign(names.size(), 0);
  for (const auto& r : split.returns) part.collected[static_cast<std::size_t>(r.seat)] += r.amount;
  for (const auto& a : result.awards) {
    AwardRow row;
    row.pot = a.pot;
    row.name = pot_name(static_cast<std::size_t>(a.pot));
    row.run = a.run;
    for (std::size_t w = 0; w < a.winners.size(); ++w) {
      const auto seat = static_cast<std::size_t>(a.winners[w]);
      row.winners.push_back(names[seat]);
      row.amounts.emplace_back(names[seat], a.amounts[w]);
      part.collected[seat] += a.amounts[w];
    }
    row.contested = a.contested;
    row.split = a.winners.size() > 1;
    part.awards.push_back(std::move(row));
  }
  part.undecided = result.undecided_pots;

  // A player's result is decided once no pot he may still win waits for the showdown order.
  part.decided.assign(names.size(), true);
  for (int p : result.undecided_pots)
    for (int seat : split.pots[static_cast<std::size_t>(p)].eligible)
      part.decided[static_cast<std::size_t>(seat)] = false;
  for (std::size_t i = 0; i < names.size(); ++i) {
    part.payouts.emplace_back(names[i], part.collected[i]);
    if (part.decided[i]) part.net.emplace_back(names[i], part.collected[i] - committed[i]);
  }
  return part;
}

Json to_json(const AwardRow& award, const Money& money) {
  Json j = Json::object();
  j.set("pot", award.pot);
  j.set("name", award.name);
  if (award.run > 0) j.set("run", award.run);
  Json winners = Json::array();
  for (const auto& w : award.winners) winners.push(w);
  j.set("winners", std::move(winners));
  j.set("amounts", named_amounts_json(award.amounts, money));
  j.set("contested", award.contested);
  j.set("split", award.split);
  return j;
}

void write_awards_part(Json& report, const AwardsPart& part, const Money& money) {
  Json awards = Json::array();
  for (const auto& a : part.awards) awards.push(to_json(a, money));
  report.set("awards", std::move(awards));
  Json undecided = Json::array();
  for (int p : part.undecided) undecided.push(p);
  report.set("undecided", std::move(undecided));
  report.set("payouts", named_amounts_json(part.payouts, money));
  report.set("net", named_amounts_json(part.net, money));
}

}  // namespace tapis
