#pragma once
#include <string>
#include <utility>
#include <vector>

#include "core/base/money.hpp"
#include "core/json/json.hpp"
#include "core/pots/calculation.hpp"
#include "core/pots/pots.hpp"

namespace tapis {

// Amounts by player name, in the order they are written.
using NamedAmounts = std::vector<std::pair<std::string, Chips>>;

// A pot's calculation (report pots[i].calculation): the layer it is made of.
struct PotCalculationRow {
  Chips dead_money = 0;
  Chips from = 0;
  Chips to = 0;
  Chips layer = 0;
  int players = 0;
  NamedAmounts partial;  // {player, chips}: contributions smaller than the layer
};

// One pot of report "pots".
struct PotRow {
  int index = 0;
  std::string name;  // "main", "side 1"...
  Chips amount = 0;
  std::vector<std::string> eligible;
  NamedAmounts contributions;
  PotCalculationRow calculation;
};

// One entry of report "returns": an uncalled or unmatched part going back.
struct ReturnRow {
  std::string player;
  Chips committed = 0;
  Chips matched = 0;
  Chips amount = 0;
};

// Guide 002's check: everything committed = the pots + what goes back.
struct PotCheck {
  Chips committed = 0;
  Chips pots = 0;
  Chips returned = 0;
  bool balanced = false;
};

// The pots part of a report: pots, returned, returns, check.
struct PotsPart {
  std::vector<PotRow> pots;
  NamedAmounts returned;
  std::vector<ReturnRow> returns;
  PotCheck check;
};

PotsPart pots_part(const std::vector<std::string>& names, const PotSplit& split,
                   const std::vector<Calculation>& calculations);

// {name: amount, ...} in the rows' order.
Json named_amounts_json(const NamedAmounts& rows, const Money& money);
Json to_json(const PotRow& pot, const Money& money);
Json to_json(const ReturnRow& back, const Money& money);
Json to_json(const PotCheck& check, const Money& money);
// Sets pots, returned, returns and check on `report`, in that order.
void write_pots_part(Json& report, const PotsPart& part, const Money& money);

}  // namespace tapis
