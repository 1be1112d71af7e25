#include "core/spec/cards_spec.hpp"

#include "core/cards/rank_hand.hpp"

namespace tapis {

namespace {

struct Seen {
  struct Place {
    Card card;
    std::string path;
    std::string player;
  };
  std::vector<Place> cards;
  // Adds each card; the first one that is wrong gives the error (at `path`).
  std::optional<Error> add(const std::vector<Card>& list, const std::string& path, Game game,
                           const std::string& player) {
    for (Card c : list) {
      if (!in_deck(game, c))
        return at_field(error("cards.not_in_deck").list("card", {to_string(c)}), path, player);
      for (const auto& seen : cards)
        if (seen.card == c) {
          Error e = error("cards.duplicate").list("card", {to_string(c)}).text("other", seen.path);
          if (!seen.player.empty()) e.text("otherPlayer", seen.player);
          return at_field(std::move(e), path, player);
        }
    }
    for (Card c : list) cards.push_back({c, path, player});
    return std::nullopt;
  }
};

}  // namespace

Result<std::vector<Card>> read_card_list(const Json& v, const std::string& path) {
  if (v.is_string()) {
    auto cards = parse_cards(v.as_string());
    if (!cards) return at_field(cards.error(), path);
    return cards.value();
  }
  if (v.is_array()) {
    std::string joined;
    for (std::size_t i = 0; i < v.size(); ++i) {
      if (!v.items()[i].is_string()) {
        const std::string p = index_path(path, i);
        return error("spec.type", p)
            .text("field", p)
            .text("expected", "card")
            .text("got", std::string(json_type_id(v.items()[i])));
      }
      joined += v.items()[i].as_string() + " ";
    }
    auto cards = parse_cards(joined);
    if (!cards) return at_field(cards.error(), path);
    return cards.value();
  }
  return error("spec.type", path)
      .text("field", path)
      .text("expected", "cards")
      .text("got", std::string(json_type_id(v)));
}

std::optional<Rules> read_rules(Reader& r, const Json& spec) {
  auto name = r.choice(spec, "game", "", {"holdem", "omaha", "shortdeck", "pineapple"}, "holdem");
  auto trips = r.boolean(spec, "tripsBeatStraight", "", false);
  if (!name || !trips) return std::nullopt;
  Rules rules;
  rules.game = *name == "omaha"       ? Game::Omaha
               : *name == "shortdeck" ? Game::ShortDeck
               : *name == "pineapple" ? Game::Pineapple
                                      : Game::Holdem;
  rules.trips_beat_straight = *trips;
  return rules;
}

std::optional<CardsSpec> read_cards_spec(Reader& r, const Json& spec, const Json* players,
                                         Rules rules, const std::vector<std::string>& names) {
  const std::size_t before = r.problems().size();
  const std::size_t seats = names.size();
  CardsSpec out;
  out.rules = rules;
  out.hole.assign(seats, std::nullopt);
  Seen seen;
  auto fail = [&](Error e) { r.add(std::move(e)); };

  for (std::size_t i = 0; players && i < seats && i < players->size(); ++i) {
    const Json& p = players->items()[i];
    const Json* c = p.is_object() ? p.find("cards") : nullptr;
    // "random" (issue 6): dealt but unknown, like no cards at all.
    if (!c || c->is_null() || (c->is_string() && c->as_string() == "random")) continue;
    const std::string path = field_path(index_path("players", i), "cards");
    const std::string& player = i < names.size() ? names[i] : std::string();
    auto cards = read_card_list(*c, path);
    if (!cards) {
      Error e = cards.error();
      if (!player.empty()) e.text("player", player);
      fail(std::move(e));
      continue;
    }
    if (cards.value().empty()) continue;
    if (auto e = seen.add(cards.value(), path, out.rules.game, player)) {
      fail(std::move(*e));
      continue;
    }
    out.hole[i] = cards.value();
    out.any = true;
  }

  bool board_ok = true;
  if (const Json* b = spec.find("board"); b && !b->is_null()) {
    auto board = read_card_list(*b, "board");
    if (!board) {
      fail(board.error());
      board_ok = false;
    } else if (board.value().size() > 5) {
      fail(at_field(
          error("eval.board_count").number("got", static_cast<std::int64_t>(board.value().size())),
          "board"));
      board_ok = false;
    } else if (auto e = seen.add(board.value(), "board", out.rules.game, {})) {
      fail(std::move(*e));
      board_ok = false;
    } else {
      out.board = board.value();
      out.any = out.any || !out.board.empty();
    }
  }

  const Json* runs = spec.find("runs");
  if (!runs || runs->is_null()) {
    out.boards.push_back(out.board);
  } else if (!runs->is_array() || runs->size() < 2 || runs->size() > 3) {
    fail(error("runs.count", "runs").text("field", "runs"));
  } else if (board_ok) {
    // A run is either the cards still to come after `board`, or a whole board starting with it.
    for (std::size_t k = 0; k < runs->size(); ++k) {
      const std::string path = index_path("runs", k);
      auto cards = read_card_list(runs->items()[k], path);
      if (!cards) {
        fail(cards.error());
        continue;
      }
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
      if (full.size() > 5) {
        fail(error("runs.board", path)
                 .text("field", path)
                 .number("got", static_cast<std::int64_t>(full.size())));
        continue;
      }
      if (auto e = seen.add(added, path, out.rules.game, {})) {
        fail(std::move(*e));
        continue;
      }
      out.boards.push_back(std::move(full));
    }
    out.any = true;
  }
  // Each hand must fit the game (half a hand typed, "As" alone, is marked at its field).
  if (board_ok)
    for (std::size_t i = 0; i < seats; ++i)
      if (out.hole[i])
        if (auto e = check_card_counts(out.rules.game, out.hole[i]->size(), out.board.size()))
          fail(at_field(std::move(*e), field_path(index_path("players", i), "cards"), names[i]));
  if (r.problems().size() != before) return std::nullopt;
  return out;
}

}  // namespace tapis
