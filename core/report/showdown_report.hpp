#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/base/money.hpp"
#include "core/equity/equity_request.hpp"
#include "core/json/json.hpp"
#include "core/pots/awards.hpp"
#include "core/pots/pots.hpp"
#include "core/report/prize_rows.hpp"
#include "core/report/report.hpp"
#include "core/showdown/show_order.hpp"
#include "core/spec/cards_spec.hpp"
#include "core/spec/table_spec.hpp"

namespace tapis {

// Everything the showdown part of a report needs, in quick mode and in a deal alike.
struct ShowdownInput {
  std::vector<std::string> names;
  std::vector<Stake> stakes;     // what the pots were split from
  std::vector<Chips> committed;  // everything each seat put in (dead chips too): net results
  PotSplit split;
  int button = 0;
  Chips unit = 1;
  Money money;
  CardsSpec cards;       // cards.any == false: use `ranking`
  bool cards_ok = true;  // false: the cards have errors, no contested pot can be decided
  Strength ranking;      // the card-less showdown order
  bool ranking_ok = true;
  ShowContext show;                                // all_in by seat, how the betting ended
  std::vector<std::optional<Chips>> start_stacks;  // for the finishing order; nullopt: unknown
  // Dead chips each seat posted (a big-blind ante): with a big-blind ante the finishing order
  // compares stacks after it is posted (TDA, guide 002).
  std::vector<Chips> dead_posted;
  bool big_blind_ante = false;  // the deal has one (the finishing order's ruling says so)
  std::vector<Chips> bounties;  // by seat (tournaments): who takes them when a player busts
  bool progressive_bounty = false;
  std::optional<EquityRequest> equity;  // issue 6: "equity" in the spec
  std::optional<PrizeSpec> prizes;      // issue 31: tournament prize money, when without errors
  bool prizes_ok = true;                // false: "prizes" or "otherStacks" have errors
};

// What both modes' showdowns take from the table and the pots: names, money, button, cards, the
// ranking (a player who folded has no hand to show, whatever it says), equity when it has no
// errors, bounties. Each mode then says how the betting ended (`show`) and the start stacks.
ShowdownInput showdown_input(const TableSpec& table, const std::vector<Stake>& stakes,
                             std::vector<Chips> committed, const PotSplit& split);

// What the showdown decided, for the parts written after it (the recorded result, hand mode).
struct ShowdownOutcome {
  std::optional<Error> error;    // a player's cards do not fit the game
  std::vector<Chips> collected;  // by seat: pots won and uncalled chips back; empty: none awarded
  std::vector<bool> decided;     // by seat: no pot he may win waits for the showdown; empty: none
};

// Writes the showdown part (core/report/showdown_rows.hpp: board, hands, runs, showOrder, faceUp,
// showRuling, awards, undecided, payouts, net, busted, knockouts), then prizeEquity
// (core/report/prize_report.hpp) and equity into `report`, and what it cannot (cards or ranking
// with errors) into `missing`.
ShowdownOutcome write_showdown(Json& report, const ShowdownInput& in, Missing& missing);

}  // namespace tapis
