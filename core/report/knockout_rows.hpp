#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/base/money.hpp"
#include "core/json/json.hpp"
#include "core/report/pot_rows.hpp"
#include "core/showdown/knockouts.hpp"

namespace tapis {

// One player knocked out (report "knockouts"): the bounty, who takes it, and (progressive
// knockouts) what each winner is paid now.
struct KnockoutRow {
  std::string player;
  Chips bounty = 0;
  NamedAmounts to;
  std::optional<NamedAmounts> paid;  // progressive knockouts only
};

// Report "knockouts", and (progressive) "newBounty": the bounties that changed, of the players
// still in.
struct KnockoutsPart {
  std::vector<KnockoutRow> knockouts;
  std::optional<NamedAmounts> new_bounty;
};

KnockoutsPart knockouts_part(const std::vector<std::string>& names,
                             const std::vector<Knockout>& list, const std::vector<Chips>& bounties,
                             bool progressive);
Json to_json(const KnockoutRow& knockout, const Money& money);
// Sets knockouts and (progressive) newBounty on `report`.
void write_knockouts_part(Json& report, const KnockoutsPart& part, const Money& money);

}  // namespace tapis
