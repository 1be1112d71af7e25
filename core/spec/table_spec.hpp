#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/base/money.hpp"
#include "core/equity/equity_request.hpp"
#include "core/pots/awards.hpp"
#include "core/spec/cards_spec.hpp"
#include "core/spec/reader.hpp"

namespace tapis {

// The fields every spec shares, quick or played action by action: the money unit, the players'
// names, the format, the button, the smallest chip, the game, the ranking, the cards, equity.
// Read by one reader (read_table_spec); every problem is added, each at its field.
struct TableSpec {
  Money money;
  std::vector<std::string> names;  // clockwise; "" at a seat whose name is wrong
  bool names_ok = false;           // every seat has a good, unique name: the report can name them
  bool tournament = false;
  int button = 0;
  Chips smallest_chip = 1;
  Rules rules;
  std::optional<Strength> strength;  // from "ranking"; nullopt: the ranking has errors
  std::optional<CardsSpec> cards;    // nullopt: the cards have errors
  std::optional<std::optional<EquityRequest>> equity;  // outer nullopt: "equity" has errors
  std::vector<Chips> bounties;      // by seat (tournaments, players[i].bounty), 0: none
  bool progressive_bounty = false;  // "progressiveBounty": half of a bounty onto the winner's
  std::string currency;             // "currency": "EUR" (display only; "" for chips)

  int seat_count() const { return static_cast<int>(names.size()); }
};

TableSpec read_table_spec(Reader& r, const Json& spec);

// Whether a spec's "currency" is a code the page can show amounts in: three capital letters.
bool is_currency_code(const Json& currency);

}  // namespace tapis
