// How the evaluator's column keys were found (core/cards/evaluator.hpp, kColumnKeys): simulated
// annealing over thirteen keys, each a row part times 2^shift plus a column part, for the fewest
// bytes a 7-card hand's lookup can reach: 2 per values entry of the 7-card rows after the
// evaluator's own packing (first fit, fullest rows first: eval_detail::pack_rows, linked in) and
// 4 per 7-card row offset, with a penalty for each pair of rank multisets whose sums collide,
// once the count key is added to every key as in the evaluator (kCountKey).
// Not part of the build or the tests: run by hand, single-threaded, a few minutes.
//   S="bench/rank-keys/search.cpp core/cards/evaluator_tables.cpp core/cards/card.cpp"
//   g++ -O2 -std=c++20 -I. -o /tmp/rank-keys $S
//   R="1 4 10 30 80 200 480 1000 1060 1090 1100 1110 1115"
//   C="0 1 3 7 15 31 63 20 45 100 230 520 1150"
//   /tmp/rank-keys 12 150000 12 500 5000 $R $C
// (shift, iterations, seed, starting temperature, collision penalty, then the 13 row parts and
// the 13 column parts to start from, rank 2 first: a start of our own, with the shape of
// OMPEval's keys, low ranks apart by rows and high ranks by columns). It prints each better key
// set without collisions. The evaluator's keys come from that command when the cost was every
// 5-7 card row's (iteration 3463, cost 268568); under this cost they score 166,230 (67,573
// entries as the packer counts them, 7,771 rows).
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include "core/cards/evaluator_tables.hpp"

namespace {

constexpr int kRanks = tapis::kRankCount;
using Keys = std::array<std::uint32_t, kRanks>;

struct Packing {
  std::uint32_t entries = 0;  // values entries of the 7-card rows, as the evaluator packs them
  std::uint32_t rows = 0;     // 7-card rows
  long collisions = 0;        // sums shared by two multisets of 5-7 cards
};

// The evaluator's own packing (eval_detail::pack_rows) of these keys' 7-card sums, with the
// smallest count key (a multiple of 2^shift, as kCountKey) that puts the smallest 7-card sum a
// row above the largest 6-card one (the candidate keys need not ascend, so both are searched):
// the 7-card rows come first in the evaluator's table, so the 5- and 6-card rows do not change
// it. The packer's entries run to the end of the last row it places, up to 2^shift - 1 more
// than the entries hands read.
Packing pack(const Keys& keys, int shift) {
  using tapis::eval_detail::rank_multisets;
  Packing p;
  const auto sevens = rank_multisets(7, keys);
  std::uint32_t low7 = ~0u, high6 = 0;
  for (const auto& m : sevens) low7 = std::min(low7, m.sum);
  for (const auto& m : rank_multisets(6, keys)) high6 = std::max(high6, m.sum);
  std::uint32_t c = 0;
  while ((low7 + 7 * c) >> shift <= (high6 + 6 * c) >> shift) c += 1u << shift;
  Keys counted;
  for (int r = 0; r < kRanks; ++r) counted[r] = keys[r] + c;
  std::vector<std::uint32_t> sums, sums7;
  for (int size = 5; size <= 7; ++size)
    for (const auto& m : rank_multisets(size, counted)) {
      sums.push_back(m.sum);
      if (size == 7) sums7.push_back(m.sum);
    }
  const std::uint32_t high = *std::max_element(sums7.begin(), sums7.end());
  // Collisions between any two multisets, of one size or not (5- and 6-card sums may meet).
  std::sort(sums.begin(), sums.end());
  for (std::size_t i = 1; i < sums.size(); ++i) p.collisions += sums[i] == sums[i - 1];
  p.rows = (high >> shift) - ((low7 + 7 * c) >> shift) + 1;
  p.entries = tapis::eval_detail::pack_rows(sums7, shift, (high >> shift) + 1).entries;
  return p;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 6 + 2 * kRanks) {
    std::fprintf(stderr, "usage: shift iterations seed temperature penalty rows[13] columns[13]\n");
    return 2;
  }
  const int shift = std::atoi(argv[1]);
  const long iterations = std::atol(argv[2]);
  std::mt19937_64 rng(static_cast<unsigned>(std::atoi(argv[3])));
  const double t0 = std::atof(argv[4]), penalty = std::atof(argv[5]);
  std::array<long, kRanks> row{}, column{};
  for (int r = 0; r < kRanks; ++r) {
    row[r] = std::atol(argv[6 + r]);
    column[r] = std::atol(argv[6 + kRanks + r]);
  }
  const long width = 1L << shift;
  const auto keys_of = [&](const std::array<long, kRanks>& a, const std::array<long, kRanks>& b) {
    Keys k;
    for (int r = 0; r < kRanks; ++r) k[r] = static_cast<std::uint32_t>(a[r] * width + b[r]);
    return k;
  };
  const auto cost_of = [&](const Packing& p) {
    return 2.0 * p.entries + 4.0 * p.rows + penalty * p.collisions;
  };
  const Packing start = pack(keys_of(row, column), shift);
  double cost = cost_of(start), best = 1e18;
  std::printf("start 7-card entries %u rows %u collisions %ld cost %.0f\n", start.entries,
              start.rows, start.collisions, cost);
  for (long it = 0; it < iterations; ++it) {
    const double t = t0 * (1.0 - static_cast<double>(it) / iterations) + 1;
    auto a = row, b = column;
    const auto r = static_cast<int>(rng() % kRanks);
    const auto move = rng() % 4;
    if (move == 0)
      a[r] += (rng() & 1) ? 1 + static_cast<long>(rng() % 3) : -1 - static_cast<long>(rng() % 3);
    else if (move == 1)
      b[r] = static_cast<long>(rng() % 1400);
    else
      b[r] += (rng() & 1) ? 1 + static_cast<long>(rng() % 16) : -1 - static_cast<long>(rng() % 16);
    if (a[r] < 0 || b[r] < 0 || a[r] * width + b[r] == 0) continue;
    const Packing p = pack(keys_of(a, b), shift);
    const double c = cost_of(p);
    if (c <= cost || std::uniform_real_distribution<double>(0, 1)(rng) < std::exp((cost - c) / t)) {
      row = a;
      column = b;
      cost = c;
      if (c < best && p.collisions == 0) {
        best = c;
        std::printf("it %ld 7-card entries %u rows %u cost %.0f keys", it, p.entries, p.rows, c);
        for (auto k : keys_of(row, column)) std::printf(" %u", k);
        std::printf("\n");
        std::fflush(stdout);
      }
    }
  }
}
