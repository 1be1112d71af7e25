#include "core/report/card_tools.hpp"

#include "core/cards/rank_hand.hpp"
#include "core/report/report.hpp"
#include "core/report/showdown_rows.hpp"
#include "core/showdown/showdown.hpp"
#include "core/spec/cards_spec.hpp"

namespace tapis {

namespace {

std::optional<Rules> rules_of(std::string_view game, std::vector<Error>& errors) {
  Json spec = Json::object();
  spec.set("game", game);
  Problems problems;
  Reader r(problems, Money{});
  auto rules = read_rules(r, spec);
  for (const auto& e : problems.list()) errors.push_back(e);
  return rules;
}

std::string failure(const std::vector<Error>& errors) {
  Json r = Json::object();
  r.set("ok", false);
  r.set("errors", errors_json(errors, Money{}));
  return r.dump();
}

}  // namespace

std::string rank_hand_text(std::string_view game, std::string_view hole, std::string_view board) {
  std::vector<Error> errors;
  auto rules = rules_of(game, errors);
  if (!rules) return failure(errors);
  auto h = parse_cards(hole);
  if (!h) return failure({h.error()});
  auto b = parse_cards(board);
  if (!b) return failure({b.error()});
  auto eval = rank_hand(*rules, h.value(), b.value());
  if (!eval) return failure({eval.error()});
  Json r = Json::object();
  r.set("ok", true);
  r.set("errors", Json::array());
  r.set("hand", hand_json(eval.value(), h.value()));
  return r.dump();
}

std::string parse_cards_text(std::string_view text, std::string_view game) {
  std::vector<Error> errors;
  auto rules = rules_of(game, errors);
  if (!rules) return failure(errors);
  auto cards = parse_cards(text);
  if (!cards) return failure({cards.error()});
  for (Card c : cards.value())
    if (!in_deck(rules->game, c))
      return failure({error("cards.not_in_deck").list("card", {to_string(c)})});
  Json r = Json::object();
  r.set("ok", true);
  r.set("errors", Json::array());
  r.set("cards", card_array(cards.value()));
  return r.dump();
}

}  // namespace tapis
