#pragma once
#include <span>
#include <string>
#include <vector>

#include "core/base/error.hpp"
#include "core/cards/card.hpp"
#include "core/cards/evaluator.hpp"
#include "core/cards/hand_description.hpp"

namespace tapis {

// One player's hand at showdown, ready to show: value (compare players of the same game), the
// five cards that play (display order) and descriptions, as text and as data.
struct HandEval {
  HandValue value;  // HandValue{} while the board has fewer than 3 cards
  Category category = Category::None;
  std::vector<Card> best_five;  // empty while there is no value
  HandParts parts;
  std::string description_en;
  std::string description_fr;
};

// Validates, then evaluates. Errors: "eval.hole_count" (holdem, short deck: 2; Omaha: 4;
// pineapple: 2 kept, or 3 before the discard, i.e. while the board has fewer than 3 cards),
// "eval.board_count" (more than 5), "cards.duplicate" (names the card), "cards.not_in_deck"
// (a 2 to 5 in short deck; names the card).
// "holdem", "omaha", "shortdeck", "pineapple": the spec's word for a game.
std::string_view game_id(Game game);

// The counts a game's hands need: eval.board_count (more than 5), eval.hole_count (holdem,
// short deck: 2; Omaha: 4; pineapple: 2 kept, or 3 before the discard on the flop).
std::optional<Error> check_card_counts(Game game, std::size_t hole, std::size_t board);

Result<HandEval> rank_hand(Rules rules, std::span<const Card> hole, std::span<const Card> board);
Result<HandEval> rank_hand(Game game, std::span<const Card> hole, std::span<const Card> board);

}  // namespace tapis
