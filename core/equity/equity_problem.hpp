#pragma once
// The equity engine's inner types, shared by the exact enumeration and Monte Carlo.
#include <cstdint>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/cards/evaluator.hpp"

namespace tapis::equity_detail {

inline constexpr int kMaxContenders = 23;

// What the enumerators see: the contenders' hole cards (some unknown), the board so far, the
// cards nobody knows and, for each contested pot, who can win it.
struct Problem {
  Rules rules;
  const Evaluator* evaluator = nullptr;
  int hole_count = 2;
  std::vector<std::vector<Card>> holes;  // by contender; empty: dealt at random
  std::vector<int> random;               // the contenders dealt at random
  std::vector<Card> board;
  int to_come = 0;                     // board cards still to come
  std::vector<Card> deck;              // the unknown cards of the game's deck, ascending
  std::uint64_t known = 0;             // bit per card known: holes, board, dead
  std::vector<std::vector<int>> pots;  // contested pots: their eligible contenders
  int runs = 1;                        // times the board will be run
};

// Pots with at most this many eligible players count winner sets in a flat array.
inline constexpr int kDenseBits = 14;

// Summed outcomes: for each contested pot, the weight of each set of winners (bit j = the pot's
// j-th eligible contender). No count is negative.
struct Tally {
  std::int64_t units = 0;
  std::int64_t weight = 0;  // deals counted (exact) or drawn (Monte Carlo)
  std::vector<std::vector<std::int64_t>> dense;
  std::vector<std::unordered_map<std::uint32_t, std::int64_t>> sparse;

  explicit Tally(const Problem& p);
  void add(std::size_t pot, std::uint32_t mask, std::int64_t w) {
    if (!dense[pot].empty())
      dense[pot][mask] += w;
    else
      sparse[pot][mask] += w;
  }
  // Nonzero counts of one pot, masks ascending.
  std::vector<std::pair<std::uint32_t, std::int64_t>> entries(std::size_t pot) const;
};

// One deal: values[c] is contender c's hand value; each pot goes to its best eligible values.
inline void record(const Problem& p, const std::uint16_t* values, std::int64_t w, Tally& t) {
  for (std::size_t pot = 0; pot < p.pots.size(); ++pot) {
    const auto& who = p.pots[pot];
    std::uint16_t best = 0;
    for (int c : who) best = values[c] > best ? values[c] : best;
    std::uint32_t mask = 0;
    for (std::size_t j = 0; j < who.size(); ++j)
      mask |= static_cast<std::uint32_t>(values[who[j]] == best) << j;
    t.add(pot, mask, w);
  }
}

// Exact enumeration (equity_enumerate.cpp). Units: without random hands, parts of the board
// enumeration; with them, the assignments of their hole cards (each with every board).
std::int64_t exact_units(const Problem& p);
void run_exact(const Problem& p, std::int64_t from, std::int64_t to, Tally& t);

// Monte Carlo (equity_montecarlo.cpp): unit b draws kBatch deals (fewer in the last batch)
// from a generator seeded by (seed, b), so chunks can run anywhere and merge in any order.
inline constexpr std::int64_t kBatch = 10'000;
void run_montecarlo(const Problem& p, std::uint64_t seed, std::int64_t max_samples,
                    std::int64_t from, std::int64_t to, Tally& t);

// C(n, k) as a double (deal counts can exceed 2^64).
double choose(int n, int k);
// Deals in the whole space: hole cards of the random hands, then the board.
double deal_count(const Problem& p);

}  // namespace tapis::equity_detail
