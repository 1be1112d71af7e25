#include "core/cards/rank_hand.hpp"

namespace tapis {
namespace {

std::string_view game_name(Game game) {
  switch (game) {
    case Game::Holdem:
      return "hold'em";
    case Game::Omaha:
      return "Omaha";
    case Game::ShortDeck:
      return "short deck";
    case Game::Pineapple:
      return "pineapple";
  }
  return "this game";
}

std::optional<Error> check_counts(Game game, std::size_t hole, std::size_t board) {
  if (board > 5)
    return make_error("eval.board_count",
                      "the board has at most 5 cards, got " + std::to_string(board));
  const auto needed = static_cast<std::size_t>(hole_card_count(game));
  // Crazy pineapple (guide 001): 3 cards dealt, one discarded on the flop.
  const bool before_discard = game == Game::Pineapple && hole == 3 && board < 3;
  if (hole == needed || before_discard) return std::nullopt;
  std::string expected = std::to_string(needed);
  if (game == Game::Pineapple) expected += " (3 before the discard on the flop)";
  return make_error("eval.hole_count", std::string(game_name(game)) + " needs " + expected +
                                           " hole cards, got " + std::to_string(hole));
}

}  // namespace

Result<HandEval> rank_hand(Rules rules, std::span<const Card> hole, std::span<const Card> board) {
  if (auto error = check_counts(rules.game, hole.size(), board.size())) return *error;
  if (auto twice = find_duplicate(hole, board))
    return make_error("cards.duplicate", to_string(*twice) + " is used twice");
  for (std::span<const Card> list : {hole, board})
    for (Card c : list)
      if (!in_deck(rules.game, c))
        return make_error("cards.not_in_deck",
                          to_string(c) + " is not in the short deck (the 2s to 5s are removed)");

  HandEval eval;
  const BestHand best = best_hand(rules, hole, board);
  eval.value = best.value;
  eval.category = category(best.value);
  eval.best_five.assign(best.cards.begin(), best.cards.begin() + best.count);
  eval.parts = hand_parts(best);
  eval.description_en = describe(eval.parts, Lang::En);
  eval.description_fr = describe(eval.parts, Lang::Fr);
  return eval;
}

Result<HandEval> rank_hand(Game game, std::span<const Card> hole, std::span<const Card> board) {
  return rank_hand(Rules{game}, hole, board);
}

}  // namespace tapis
