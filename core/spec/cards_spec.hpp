#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/cards/card.hpp"
#include "core/cards/evaluator.hpp"
#include "core/cards/known_cards.hpp"
#include "core/json/json.hpp"
#include "core/spec/reader.hpp"

namespace tapis {

// Cards are text ("As Kd", "AsKd", "A♠ K♦", T or 10) or an array of such texts. Every card of
// the spec, holes, board and runs together, must be distinct and in the game's deck. Each wrong
// field adds its own error (a card given twice: at the second place, naming the first); nullopt
// when there is any, since the showdown needs them all.
std::optional<CardsSpec> read_cards_spec(Reader& r, const Json& spec, const Json* players,
                                         Rules rules, const std::vector<std::string>& names);

// "game": holdem (default), omaha, shortdeck, pineapple; "tripsBeatStraight" (short deck).
// nullopt when the game is wrong.
std::optional<Rules> read_rules(Reader& r, const Json& spec);
// Cards as one string ("As Kd", "AsKd", "A♠ K♦") or an array of strings, errors naming `path`.
Result<std::vector<Card>> read_card_list(const Json& value, const std::string& path);

}  // namespace tapis
