#pragma once
#include <string>
#include <vector>

#include "core/json/json.hpp"
#include "core/pots/awards.hpp"
#include "core/pots/pots.hpp"

namespace tapis {

// The report parts every mode shares (quick mode, a deal played action by action, cards):
// pots with their calculation, returned chips, the check line, awards, payouts and net results.
// Names are the players' names by seat; stakes are what each seat committed.
void write_pots(Json& report, const std::vector<std::string>& names,
                const std::vector<Stake>& stakes, const PotSplit& split);
void write_awards(Json& report, const std::vector<std::string>& names,
                  const std::vector<Stake>& stakes, const PotSplit& split,
                  const AwardResult& awards);

Json error_json(const Error& e);
// A report that only says what went wrong; the mode's own fields stay empty.
Json error_report(const Error& e);

}  // namespace tapis
