#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/base/chips.hpp"
#include "core/base/money.hpp"
#include "core/cards/known_cards.hpp"
#include "core/equity/equity_request.hpp"
#include "core/pots/awards.hpp"
#include "core/prizes/prize_equity.hpp"

namespace tapis {

// The table model both modes share, quick or played action by action: the money unit, the
// players' names, the format, the button, the smallest chip, the game, the ranking, the cards,
// equity. Read by one reader (read_table_spec, core/spec/table_spec.hpp); every problem is added,
// each at its field. A deal's DealConfig is this table plus its betting
// (core/betting/deal_config.hpp).
struct TableSpec {
  Money money;
  std::vector<std::string> names;  // clockwise; "" at a seat whose name is wrong
  bool names_ok = false;           // every seat has a good, unique name: the report can name them
  bool tournament = false;
  int button = 0;
  Chips smallest_chip = 1;
  Rules rules;
  Strength strength;        // showdown order from "ranking" (all nullopt when absent)
  bool strength_ok = true;  // false: the ranking has errors
  CardsSpec cards;          // hole cards, board and runs (issue 4); cards.any == false: none given
  bool cards_ok = true;     // false: the cards have errors (a deal's betting is still played)
  std::optional<EquityRequest> equity;  // issue 6: "equity" in the spec
  bool equity_ok = true;                // false: "equity" has errors
  std::vector<Chips> bounties;          // by seat (tournaments, players[i].bounty), 0: none
  bool progressive_bounty = false;      // "progressiveBounty": half of a bounty onto the winner's
  std::string currency;                 // "currency": "EUR" (display only; "" for chips)
  std::optional<PrizeSpec> prizes;      // issue 31: "prizes" and "otherStacks" (tournaments)
  bool prizes_ok = true;                // false: they have errors

  int seat_count() const { return static_cast<int>(names.size()); }
};

}  // namespace tapis
