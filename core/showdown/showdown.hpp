#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/cards/known_cards.hpp"
#include "core/cards/rank_hand.hpp"
#include "core/pots/awards.hpp"
#include "core/pots/pots.hpp"

namespace tapis {

// The showdown with real cards: each pot to the best hand among its eligible players, on each
// board when it is run twice.
struct ShowdownResult {
  std::vector<std::vector<std::optional<HandEval>>> hands;  // [run][seat]; nullopt: no hand
  AwardResult awards;
  bool complete = false;  // every board has five cards
};

// `in` marks the seats still in. Errors name the player's cards (wrong count for the game).
Result<ShowdownResult> card_showdown(const CardsSpec& cards, const PotSplit& split,
                                     const std::vector<bool>& in, int button, Chips unit);

// Run it twice: each contested pot is halved (in units of the smallest chip, the odd one to the
// first run, guide 002 / WSOP 210-211) and each half awarded on its own board.
AwardResult award_runs(const PotSplit& split, const std::vector<Strength>& by_run, int button,
                       Chips unit);

std::string_view category_id(Category c);

}  // namespace tapis
