#include "core/cards/rank_hand.hpp"

namespace tapis {
std::string_view game_id(Game game) {
  switch (game) {
    case Game::Holdem:
      return "holdem";
    case Game::Omaha:
      return "omaha";
    case Game::ShortDeck:
      return "shortdeck";
    case Game::Pineapple:
      return "pineapple";
  }
  return "holdem";
}

std::optional<Error> check_card_counts(Game game, std::size_t hole, std::size_t board) {
  if (board > 5) return error("eval.board_count").number("got", static_cast<std::int64_t>(board));
  const auto needed = static_cast<std::size_t>(hole_card_count(game));
  // Crazy pineapple (guide 001): 3 cards dealt, one discarded on the flop.
  const bool before_discard = game == Game::Pineapple && hole == 3 && board < 3;
  if (hole == needed || before_discard) return std::nullopt;
  return error("eval.hole_count")
      .text("game", "game." + std::string(game_id(game)))
      .number("needed", static_cast<std::int64_t>(needed))
      .number("got", static_cast<std::int64_t>(hole));
}

Result<HandEval> rank_hand(Rules rules, std::span<const Card> hole, std::span<const Card> board) {
  if (auto e = check_card_counts(rules.game, hole.size(), board.size())) return *e;
  if (auto twice = find_duplicate(hole, board))
    return error("cards.duplicate").list("card", {to_string(*twice)});
  for (std::span<const Card> list : {hole, board})
    for (Card c : list)
      if (!in_deck(rules.game, c)) return error("cards.not_in_deck").list("card", {to_string(c)});

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
