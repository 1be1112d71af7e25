#pragma once
#include <string>
#include <vector>

#include "core/base/money.hpp"
#include "core/json/json.hpp"
#include "core/pots/awards.hpp"
#include "core/pots/pots.hpp"
#include "core/report/pot_rows.hpp"

namespace tapis {

// One share of a pot (report "awards").
struct AwardRow {
  int pot = 0;
  std::string name;  // the pot's
  int run = 0;       // run it twice: the run (1-based); 0: written without
  std::vector<std::string> winners;
  NamedAmounts amounts;
  bool contested = true;
  bool split = false;
};

// The awards part of a report: awards, undecided, payouts, net (net only for players whose
// result is decided: no pot they may win waits for the showdown).
struct AwardsPart {
  std::vector<AwardRow> awards;
  std::vector<int> undecided;
  NamedAmounts payouts;
  NamedAmounts net;
  std::vector<Chips> collected;  // by seat: returned chips and awards (not written)
  std::vector<bool> decided;     // by seat: no pot he may win waits for the showdown (not written)
};

// `committed`: all each seat put in, dead chips too.
AwardsPart awards_part(const std::vector<std::string>& names, const std::vector<Chips>& committed,
                       const PotSplit& split, const AwardResult& result);

Json to_json(const AwardRow& award, const Money& money);
// Sets awards, undecided, payouts and net on `report`, in that order.
void write_awards_part(Json& report, const AwardsPart& part, const Money& money);

}  // namespace tapis
