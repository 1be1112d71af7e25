#include "core/report/knockout_rows.hpp"

#include "core/report/report.hpp"

namespace tapis {

KnockoutsPart knockouts_part(const std::vector<std::string>& names,
                             const std::vector<Knockout>& list, const std::vector<Chips>& bounties,
                             bool progressive) {
  KnockoutsPart part;
  for (const Knockout& k : list) {
    KnockoutRow row;
    row.player = names[static_cast<std::size_t>(k.seat)];
    row.bounty = k.bounty;
    NamedAmounts paid;
    for (std::size_t w = 0; w < k.winners.size(); ++w) {
      const std::string& winner = names[static_cast<std::size_t>(k.winners[w])];
      row.to.emplace_back(winner, k.shares[w]);
      paid.emplace_back(winner, k.paid[w]);
    }
    if (progressive) row.paid = std::move(paid);
    part.knockouts.push_back(std::move(row));
  }
  if (progressive) {
    // The bounties that changed, of the players still in: a knocked-out player's went to the
    // winners (issue 12: newBounty is what the winners carry on).
    const std::vector<Chips> after = bounties_after(bounties, list);
    std::vector<bool> out(names.size(), false);
    for (const Knockout& k : list) out[static_cast<std::size_t>(k.seat)] = true;
    part.new_bounty.emplace();
    for (std::size_t s = 0; s < names.size(); ++s)
      if (!out[s] && after[s] != bounties[s]) part.new_bounty->emplace_back(names[s], after[s]);
  }
  return part;
}

Json to_json(const KnockoutRow& k, const Money& money) {
  Json j = Json::object();
  j.set("player", k.player);
  j.set("bounty", amount_json(k.bounty, money));
  j.set("to", named_amounts_json(k.to, money));
  if (k.paid) j.set("paid", named_amounts_json(*k.paid, money));
  return j;
}

void write_knockouts_part(Json& report, const KnockoutsPart& part, const Money& money) {
  Json ko = Json::array();
  for (const auto& k : part.knockouts) ko.push(to_json(k, money));
  report.set("knockouts", std::move(ko));
  if (part.new_bounty) report.set("newBounty", named_amounts_json(*part.new_bounty, money));
}

}  // namespace tapis
