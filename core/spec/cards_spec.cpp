#include "core/spec/cards_spec.hpp"

#include "core/spec/spec_read.hpp"

namespace tapis {

namespace {

Error at(Error e, const std::string& path) {
  e.message = path + ": " + e.message;
  e.field = path;
  return e;
}

struct Seen {
  std::vector<std::pair<Card, std::string>> cards;
  std::optional<Error> add(const std::vector<Card>& list, const std::string& path, Game game) {
    for (Card c : list) {
      if (!in_deck(game, c))
        return make_error(
            "cards.not_in_deck",
            path + ": " + to_string(c) + " is not in the short deck (the 2s to 5s are removed)",
            path);
      for (const auto& [other, where] : cards)
        if (other == c)
          return make_error("cards.duplicate",
                            path + ": " + to_string(c) + " is already used by " + where, path);
      cards.emplace_back(c, path);
    }
    return std::nullopt;
  }
};

}  // namespace

Result<std::vector<Card>> read_card_list(const Json& v, const std::string& path) {
  if (v.is_string()) {
    auto cards = parse_cards(v.as_string());
    if (!cards) return at(cards.error(), path);
    return cards.value();
  }
  if (v.is_array()) {
    std::string joined;
    for (std::size_t i = 0; i < v.size(); ++i) {
      if (!v.items()[i].is_string())
        return make_error("spec.type", index_path(path, i) + " must be a card such as \"As\"",
                          index_path(path, i));
      joined += v.items()[i].as_string() + " ";
    }
    auto cards = parse_cards(joined);
    if (!cards) return at(cards.error(), path);
    return cards.value();
  }
  return make_error("spec.type", path + " must be cards such as \"As Kd\"", path);
}

Result<Game> read_game(const Json& spec) {
  auto name =
      read_choice(spec, "game", "", {"holdem", "omaha", "shortdeck", "pineapple"}, "holdem");
  if (!name) return name.error();
  if (name.value() == "omaha") return Game::Omaha;
  if (name.value() == "shortdeck") return Game::ShortDeck;
  if (name.value() == "pineapple") return Game::Pineapple;
  return Game::Holdem;
}

Result<CardsSpec> read_cards_spec(const Json& spec, const Json& players, std::size_t seats) {
  CardsSpec out;
  auto game = read_game(spec);
  if (!game) return game.error();
  out.rules.game = game.value();
  auto trips = read_bool(spec, "tripsBeatStraight", "", false);
  if (!trips) return trips.error();
  out.rules.trips_beat_straight = trips.value();
  out.hole.assign(seats, std::nullopt);
  Seen seen;

  for (std::size_t i = 0; i < seats && i < players.size(); ++i) {
    const Json* c = players.items()[i].find("cards");
    // "random" (issue 6): dealt but unknown, like no cards at all.
    if (!c || c->is_null() || (c->is_string() && c->as_string() == "random")) continue;
    std::string path = field_path(index_path("players", i), "cards");
    auto cards = read_card_list(*c, path);
    if (!cards) return cards.error();
    if (cards.value().empty()) continue;
    if (auto e = seen.add(cards.value(), path, out.rules.game)) return *e;
    out.hole[i] = cards.value();
    out.any = true;
  }

  if (const Json* b = spec.find("board"); b && !b->is_null()) {
    auto board = read_card_list(*b, "board");
    if (!board) return board.error();
    if (board.value().size() > 5)
      return make_error(
          "eval.board_count",
          "board: a board has at most 5 cards, not " + std::to_string(board.value().size()),
          "board");
    if (auto e = seen.add(board.value(), "board", out.rules.game)) return *e;
    out.board = board.value();
    out.any = out.any || !out.board.empty();
  }

  const Json* runs = spec.find("runs");
  if (!runs || runs->is_null()) {
    out.boards.push_back(out.board);
    return out;
  }
  if (!runs->is_array() || runs->size() < 2 || runs->size() > 3)
    return make_error("runs.count", "runs must list 2 (run it twice) or 3 boards", "runs");
  // A run is either the cards still to come after `board`, or a whole board starting with it.
  for (std::size_t r = 0; r < runs->size(); ++r) {
    std::string path = index_path("runs", r);
    auto cards = read_card_list(runs->items()[r], path);
    if (!cards) return cards.error();
    std::vector<Card> full = cards.value();
    std::vector<Card> added = full;
    if (full.size() == 5 && !out.board.empty() &&
        std::equal(out.board.begin(), out.board.end(), full.begin())) {
      added.assign(full.begin() + static_cast<std::ptrdiff_t>(out.board.size()), full.end());
    } else {
      full = out.board;
      full.insert(full.end(), added.begin(), added.end());
    }
    // A run still being dealt (fewer than 5 cards) is not decided yet; more than 5 is wrong.
    if (full.size() > 5)
      return make_error("runs.board",
                        path + ": the board and this run make " + std::to_string(full.size()) +
                            " cards, more than 5",
                        path);
    if (auto e = seen.add(added, path, out.rules.game)) return *e;
    out.boards.push_back(std::move(full));
  }
  out.any = true;
  return out;
}

}  // namespace tapis
