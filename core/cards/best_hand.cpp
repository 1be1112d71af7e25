#include <algorithm>

#include "core/cards/evaluator.hpp"

namespace tapis {
namespace {

// Display order: the combination's cards first (the larger group, then the higher rank), kickers
// high to low; a wheel (A-2-3-4-5, or A-6-7-8-9 in short deck) shows its ace last, as it plays low.
std::array<Card, 5> display_order(std::array<Card, 5> five, Category category) {
  std::array<int, kRankCount> counts{};
  for (Card c : five) ++counts[static_cast<int>(c.rank())];
  std::sort(five.begin(), five.end(), [&](Card a, Card b) {
    const int ca = counts[static_cast<int>(a.rank())], cb = counts[static_cast<int>(b.rank())];
    if (ca != cb) return ca > cb;
    if (a.rank() != b.rank()) return a.rank() > b.rank();
    return a.suit() < b.suit();
  });
  const bool straight = category == Category::Straight || category == Category::StraightFlush;
  if (straight && five[0].rank() == Rank::Ace && five[1].rank() != Rank::King)
    std::rotate(five.begin(), five.begin() + 1, five.end());
  return five;
}

struct Best {
  HandValue value;
  std::array<Card, 5> cards{};
  void consider(const Evaluator& evaluator, const std::array<Card, 5>& five) {
    const HandValue v = evaluator.value(five);
    if (v > value) {
      value = v;
      cards = five;
    }
  }
};

}  // namespace

BestHand best_hand(Rules rules, std::span<const Card> hole, std::span<const Card> board) {
  const HandValue target = showdown_value(rules, hole, board);
  if (target == HandValue{}) return {};
  const Evaluator& evaluator = Evaluator::of(rules);
  Best best;
  if (rules.game == Game::Omaha) {
    for (std::size_t a = 0; a < hole.size(); ++a)
      for (std::size_t b = a + 1; b < hole.size(); ++b)
        for (std::size_t x = 0; x < board.size(); ++x)
          for (std::size_t y = x + 1; y < board.size(); ++y)
            for (std::size_t z = y + 1; z < board.size(); ++z)
              best.consider(evaluator, {hole[a], hole[b], board[x], board[y], board[z]});
  } else {
    std::array<Card, 7> all;
    std::size_t n = 0;
    for (Card c : hole) all[n++] = c;
    for (Card c : board) all[n++] = c;
    // Every five of the n cards: the subsets are the n-bit masks with five bits set.
    for (unsigned mask = 0; mask < (1u << n); ++mask) {
      if (std::popcount(mask) != 5) continue;
      std::array<Card, 5> five;
      std::size_t k = 0;
      for (std::size_t i = 0; i < n; ++i)
        if (mask >> i & 1) five[k++] = all[i];
      best.consider(evaluator, five);
    }
  }
  return {best.value, display_order(best.cards, category(best.value)), 5};
}

}  // namespace tapis
