#pragma once
// Exact equity's rank grouping (equity_enumerate.cpp): how many of a rank multiset's boards are
// flush boards, so that they can be counted apart with their real outcome.
#include <array>
#include <cstdint>
#include <span>

#include "core/cards/card.hpp"
#include "core/equity/binomial.hpp"

namespace tapis::equity_detail {

// For the rank grouping: how many of a rank multiset's boards are flush boards (at least a
// suit's threshold of its new cards), counted as the draw grows rank by rank. Per suit, the
// ways by how many of the suit's cards are dealt, a polynomial: a rank drawn m times multiplies
// it by C(n - 1, m) + C(n - 1, m - 1) x when the suit's card of the rank is left (x: it is
// dealt), else by C(n, m). Its coefficients are 10-bit lanes of one word (lane j: j cards of the
// suit), so that a rank costs two multiplies a suit: no coefficient exceeds 405, (3 + x)^5's
// largest (five cards of five ranks with four cards each), and the degree stays under six.
class FlushBoardCount {
 public:
  // `deck_cards`: the cards left for the board, `avail` their count by rank; a suit counts when its
  // threshold is at most `to_come`. The caller's thresholds let one suit at most reach its own on
  // any board (equity_enumerate.cpp, by_ranks): flush_boards adds the suits' counts.
  FlushBoardCount(std::span<const Card> deck_cards, int to_come,
                  const std::array<int, kSuitCount>& thresholds,
                  const std::array<int, kRankCount>& avail) {
    std::uint64_t deck = 0;
    for (Card c : deck_cards) deck |= std::uint64_t{1} << c.index();
    for (int suit = 0; suit < kSuitCount; ++suit) {
      if (thresholds[static_cast<std::size_t>(suit)] > to_come) continue;
      Suit& f = suits_[static_cast<std::size_t>(count_)];
      f.threshold_shift = kLane * thresholds[static_cast<std::size_t>(suit)];
      for (int r = 0; r < kRankCount; ++r) {
        const int n = avail[static_cast<std::size_t>(r)];
        const bool left =
            deck >> Card(static_cast<Rank>(r), static_cast<tapis::Suit>(suit)).index() & 1;
        for (int m = 1; m <= n; ++m) {
          auto& w = f.factor[static_cast<std::size_t>(r)][static_cast<std::size_t>(m)];
          w[0] = static_cast<std::uint64_t>(left ? binomial(n - 1, m) : binomial(n, m));
          w[1] = static_cast<std::uint64_t>(left ? binomial(n - 1, m - 1) : 0);
        }
      }
      ways_[0][static_cast<std::size_t>(count_++)] = 1;
    }
  }
  // The draw's cards from..to-1 are of rank r (its first `from` cards drawn before).
  void draw(int r, int from, int to) {
    for (std::size_t i = 0; i < kSuitCount; ++i) {  // the suits past count_ stay at zero
      const auto& w =
          suits_[i].factor[static_cast<std::size_t>(r)][static_cast<std::size_t>(to - from)];
      const std::uint64_t in = ways_[static_cast<std::size_t>(from)][i];
      ways_[static_cast<std::size_t>(to)][i] = in * w[0] + (in << kLane) * w[1];
    }
  }
  // Of the boards of the draw of `size` cards, the flush boards.
  // A multiply sums a word's lanes into its top lane; no sum reaches 2^10: only five ranks of
  // four cards give 1024 boards, and 243 of them have none of the suit.
  std::int64_t flush_boards(int size) const {
    std::uint64_t n = 0;
    for (std::size_t i = 0; i < kSuitCount; ++i)
      n += ((ways_[static_cast<std::size_t>(size)][i] >> suits_[i].threshold_shift) * kLaneOnes >>
            (5 * kLane)) &
           kLaneMask;
    return static_cast<std::int64_t>(n);
  }

 private:
  static constexpr int kLane = 10;
  static constexpr std::uint64_t kLaneMask = (1u << kLane) - 1;
  static constexpr std::uint64_t kLaneOnes = 0x4010040100401;  // 1 in each of six lanes
  struct Suit {
    int threshold_shift = 0;
    std::array<std::array<std::array<std::uint64_t, 2>, 5>, kRankCount> factor{};
  };
  std::array<Suit, kSuitCount> suits_{};
  int count_ = 0;
  std::array<std::array<std::uint64_t, kSuitCount>, 6> ways_{};  // by cards drawn, by suit
};

}  // namespace tapis::equity_detail
