#include <algorithm>
#include <array>

#include "core/cards/evaluator.hpp"

namespace tapis {

// Guide 001: "exactement deux de ses quatre cartes en main combinées à exactement trois des cinq
// cartes communes" - so a four-flush board with one suited hole card is no flush, and a board full
// house is nothing without the matching pair. Each of the C(4,2) * C(5,3) = 60 hands is valued from
// a precomputed hole-pair key plus a board-triple key.
HandValue omaha_value(const Evaluator& evaluator, std::span<const Card> hole,
                      std::span<const Card> board) {
  constexpr std::size_t kMaxHole = 6, kMaxBoard = 5;
  if (hole.size() < 2 || hole.size() > kMaxHole || board.size() < 3 || board.size() > kMaxBoard)
    return {};
  std::array<HandKey, kMaxHole*(kMaxHole - 1) / 2> pairs;
  std::size_t pair_count = 0;
  for (std::size_t a = 0; a < hole.size(); ++a)
    for (std::size_t b = a + 1; b < hole.size(); ++b)
      pairs[pair_count++] = add(add(HandKey{}, hole[a]), hole[b]);
  std::array<HandKey, 10> triples;  // without the suit bias: added to a pair's key
  std::size_t triple_count = 0;
  for (std::size_t a = 0; a < board.size(); ++a)
    for (std::size_t b = a + 1; b < board.size(); ++b)
      for (std::size_t c = b + 1; c < board.size(); ++c)
        triples[triple_count++] = add(add(add(HandKey{0, 0}, board[a]), board[b]), board[c]);
  HandValue best;
  for (std::size_t p = 0; p < pair_count; ++p)
    for (std::size_t t = 0; t < triple_count; ++t)
      best = std::max(best, evaluator.value(HandKey{pairs[p].sum + triples[t].sum,
                                                    pairs[p].mask | triples[t].mask}));
  return best;
}

}  // namespace tapis
