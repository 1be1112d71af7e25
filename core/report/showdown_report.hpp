#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/equity/equity.hpp"
#include "core/json/json.hpp"
#include "core/pots/awards.hpp"
#include "core/pots/pots.hpp"
#include "core/showdown/show_order.hpp"
#include "core/spec/cards_spec.hpp"

namespace tapis {

// Everything the showdown part of a report needs, in quick mode and in a hand played action by
// action alike.
struct ShowdownInput {
  std::vector<std::string> names;
  std::vector<Stake> stakes;
  PotSplit split;
  int button = 0;
  Chips unit = 1;
  CardsSpec cards;                                 // cards.any == false: use `ranking`
  Strength ranking;                                // the card-less showdown order
  ShowContext show;                                // all_in by seat, how the betting ended
  std::vector<std::optional<Chips>> start_stacks;  // for the finishing order; nullopt: unknown
  std::optional<EquityRequest> equity;             // issue 6: "equity" in the spec
};

// Writes hands, boards, showOrder, faceUp, awards, undecided, payouts, net and (tournaments)
// busted into `report`. Errors: a player's cards do not fit the game.
std::optional<Error> write_showdown(Json& report, const ShowdownInput& in);

}  // namespace tapis
