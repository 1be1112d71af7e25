#pragma once
// The equity engine's inner types, shared by the exact enumeration and Monte Carlo.
#include <cstdint>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/cards/evaluator.hpp"
#include "core/equity/joint_counts.hpp"

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
  bool joint = false;  // also count who wins every pot at once (prize money, issue 31)
};

// Pots with at most this many eligible players count winner sets in a flat array.
inline constexpr int kDenseBits = 14;

// Summed outcomes: for each contested pot, the weight of each set of winners (bit j = the pot's
// j-th eligible contender); with Problem::joint, the weight of each joint outcome instead, each
// pot's counts read from them. No count is negative.
struct Tally {
  std::int64_t units = 0;
  std::int64_t weight = 0;  // deals counted (exact) or drawn (Monte Carlo)
  std::vector<std::vector<std::int64_t>> dense;
  std::vector<std::unordered_map<std::uint32_t, std::int64_t>> sparse;
  // Problem::joint: each joint outcome's weight, in one word when the masks fit (`narrow`).
  bool joint_only = false;
  bool narrow = true;
  std::vector<std::pair<int, int>> pot_bits;  // each pot's offset and size in a joint key
  FlatCounts<std::uint64_t> joint_narrow;
  FlatCounts<JointKey> joint_wide;
  // The last joint outcome, counted when another comes (flush_joint): deals in a row often have
  // the same winners, and this spares their hashing.
  JointKey last{};
  std::int64_t last_weight = 0;

  explicit Tally(const Problem& p);
  void add(std::size_t pot, std::uint32_t mask, std::int64_t w) {
    if (!dense[pot].empty())
      dense[pot][mask] += w;
    else
      sparse[pot][mask] += w;
  }
  void add_joint(const JointKey& key, std::int64_t w) {
    if (last_weight != 0 && key == last) {
      last_weight += w;
      return;
    }
    flush_joint();
    last = key;
    last_weight = w;
  }
  void flush_joint() {
    if (last_weight == 0) return;
    if (narrow)
      joint_narrow.add(last.bits[0], last_weight);
    else
      joint_wide.add(last, last_weight);
    last_weight = 0;
  }
  // Nonzero counts of every pot, masks ascending (with `joint_only`, from the joint counts, in one
  // pass over them).
  std::vector<std::vector<std::pair<std::uint32_t, std::int64_t>>> all_entries() const;
  // Joint counts (after flush_joint), keys ascending.
  std::vector<std::pair<JointKey, std::int64_t>> joint_entries() const;
};

// A pot's winners on one deal: bit j set when its j-th eligible contender has the best value.
inline std::uint32_t winner_mask(const std::vector<int>& who, const std::uint16_t* values) {
  std::uint16_t best = 0;
  for (int c : who) best = values[c] > best ? values[c] : best;
  std::uint32_t mask = 0;
  for (std::size_t j = 0; j < who.size(); ++j)
    mask |= static_cast<std::uint32_t>(values[who[j]] == best) << j;
  return mask;
}

// One deal with Problem::joint: its winners of every pot at once too (equity_enumerate.cpp; out of
// line, so that record() stays small enough to inline in the enumerators' loops).
void record_joint(const Problem& p, const std::uint16_t* values, std::int64_t w, Tally& t);

// One deal: values[c] is contender c's hand value; each pot goes to its best eligible values.
inline void record(const Problem& p, const std::uint16_t* values, std::int64_t w, Tally& t) {
  if (p.joint) {
    record_joint(p, values, w, t);
    return;
  }
  for (std::size_t pot = 0; pot < p.pots.size(); ++pot)
    t.add(pot, winner_mask(p.pots[pot], values), w);
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
