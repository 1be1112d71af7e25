#include "core/cards/evaluator.hpp"

#include <chrono>

#include "core/cards/evaluator_tables.hpp"

namespace tapis {

using eval_detail::Ordering;

int hole_card_count(Game game) {
  return game == Game::Omaha ? 4 : 2;
}

int dealt_hole_card_count(Game game) {
  switch (game) {
    case Game::Omaha:
      return 4;
    case Game::Pineapple:
      return 3;
    case Game::Holdem:
    case Game::ShortDeck:
      return 2;
  }
  return 2;
}

bool in_deck(Game game, Card card) {
  return game != Game::ShortDeck || card.rank() >= Rank::Six;
}

int deck_size(Game game) {
  return game == Game::ShortDeck ? 36 : kCardCount;
}

Category category(HandValue value) {
  return eval_detail::slot_category(value.raw >> 12);
}

namespace {

double elapsed_ms(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - since)
      .count();
}

// Shared by every ordering (static arrays, see eval_detail::pair_keys): built once, timed.
double shared_tables_ms() {
  static const double ms = [] {
    const auto start = std::chrono::steady_clock::now();
    eval_detail::build_shared_tables();
    return elapsed_ms(start);
  }();
  return ms;
}

struct OrderingBuild {
  eval_detail::OrderingTables tables;
  double ms;
};

OrderingBuild build_ordering(Ordering ordering) {
  shared_tables_ms();  // timed on its own
  const auto start = std::chrono::steady_clock::now();
  auto tables = eval_detail::build_tables(ordering);
  return {std::move(tables), elapsed_ms(start)};
}

// Built on first use only: a hold'em page never pays for the short-deck tables.
const OrderingBuild& tables_for(Ordering ordering) {
  switch (ordering) {
    case Ordering::ShortDeck: {
      static const OrderingBuild t = build_ordering(Ordering::ShortDeck);
      return t;
    }
    case Ordering::ShortDeckTripsFirst: {
      static const OrderingBuild t = build_ordering(Ordering::ShortDeckTripsFirst);
      return t;
    }
    case Ordering::Standard:
      break;
  }
  static const OrderingBuild t = build_ordering(Ordering::Standard);
  return t;
}

}  // namespace

Evaluator Evaluator::build(Rules rules) {
  const auto& t = tables_for(eval_detail::ordering_of(rules)).tables;
  return Evaluator(t.values.data(), t.lanes.data());
}

const Evaluator& Evaluator::of(Rules rules) {
  switch (eval_detail::ordering_of(rules)) {
    case Ordering::ShortDeck: {
      static const Evaluator e = build(rules);
      return e;
    }
    case Ordering::ShortDeckTripsFirst: {
      static const Evaluator e = build(rules);
      return e;
    }
    case Ordering::Standard:
      break;
  }
  static const Evaluator e = build(rules);
  return e;
}

Evaluator::BuildStats Evaluator::build_stats(Rules rules) {
  const double shared_ms = shared_tables_ms();
  const auto& own = tables_for(eval_detail::ordering_of(rules));
  const std::size_t bytes = sizeof(eval_detail::row_offsets) + sizeof(eval_detail::pair_keys) +
                            own.tables.values.size() * sizeof(std::uint16_t) +
                            own.tables.lanes.size() * sizeof(std::uint64_t);
  return {shared_ms + own.ms, bytes};
}

HandValue showdown_value(Rules rules, std::span<const Card> hole, std::span<const Card> board) {
  if (static_cast<int>(hole.size()) != hole_card_count(rules.game) || board.size() < 3 ||
      board.size() > 5)
    return {};
  const Evaluator& evaluator = Evaluator::of(rules);
  if (rules.game == Game::Omaha) return omaha_value(evaluator, hole, board);
  std::array<Card, 7> cards;
  std::size_t n = 0;
  for (Card c : hole) cards[n++] = c;
  for (Card c : board) cards[n++] = c;
  return evaluator.value(std::span<const Card>(cards.data(), n));
}

}  // namespace tapis
