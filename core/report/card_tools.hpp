#pragma once
#include <string>
#include <string_view>

namespace tapis {

// The card tools the page's card fields use, answers as JSON text (no card parser in JS):
// rankHand(game, holeCards, board): {ok, errors, hand}: the best hand, named, for a card picker.
std::string rank_hand_text(std::string_view game, std::string_view hole, std::string_view board);
// parseCards(text, game): {ok, errors, cards: ["As", "Kd"]}: the cards as the core reads them
// (any spelling: "As Kd", "AsKd", "A♠ K♦", "10h"), each at most once and in the game's deck.
std::string parse_cards_text(std::string_view text, std::string_view game);

}  // namespace tapis
