#pragma once
// Exact equity's rank grouping (equity_enumerate.cpp): the rank multisets a board can draw from
// the cards left, each with its number of ways, visited in one pass.
#include <algorithm>
#include <array>
#include <cstdint>

#include "core/cards/evaluator.hpp"
#include "core/equity/binomial.hpp"
#include "core/equity/flush_board_count.hpp"

namespace tapis::equity_detail {

// A multiset of ranks drawn from the cards left: its rank sum (the sum of its ranks' keys), the
// number of ways to draw it (prod C(cards left of rank r, times r is drawn)) and its ranks.
struct RankDraw {
  std::uint32_t sum = 0;
  std::int64_t ways = 1;
  std::array<std::uint8_t, 5> ranks{};
};

// Calls f(RankDraw) for every multiset of `size` ranks that `avail` (cards left per rank) can
// deal, in one pass: ranks that could no longer complete the draw are not visited.
template <class F>
void for_each_rank_draw(const std::array<int, kRankCount>& avail, int size, F&& f,
                        FlushBoardCount* flushes = nullptr) {
  std::array<int, kRankCount + 1> room{};  // cards left from rank r up
  for (int r = kRankCount - 1; r >= 0; --r)
    room[static_cast<std::size_t>(r)] =
        room[static_cast<std::size_t>(r) + 1] + avail[static_cast<std::size_t>(r)];
  RankDraw cur;
  const auto go = [&](auto&& self, int rank, int left, int depth) -> void {
    if (left == 0) {
      f(static_cast<const RankDraw&>(cur));
      return;
    }
    if (room[static_cast<std::size_t>(rank)] < left) return;
    const std::uint32_t sum = cur.sum;
    const std::int64_t ways = cur.ways;
    const int have = avail[static_cast<std::size_t>(rank)];
    for (int m = 0; m <= std::min(have, left); ++m) {
      cur.sum = sum + static_cast<std::uint32_t>(m) *
                          eval_detail::kRankKeys[static_cast<std::size_t>(rank)];
      cur.ways = ways * binomial(have, m);
      if (m > 0) {
        cur.ranks[static_cast<std::size_t>(depth + m - 1)] = static_cast<std::uint8_t>(rank);
        if (flushes) flushes->draw(rank, depth, depth + m);
      }
      self(self, rank + 1, left - m, depth + m);
    }
    cur.sum = sum;
    cur.ways = ways;
  };
  go(go, 0, size, 0);
}

}  // namespace tapis::equity_detail
