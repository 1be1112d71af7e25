#pragma once
#include <cstdint>
#include <vector>

#include "core/cards/card.hpp"
#include "core/json/json.hpp"

namespace tapis {

// Issue 6: each player's chances in every pot, and the chips he collects on average, over every
// way the cards still unknown can fall (board cards to come, hands dealt at random).
//
// Spec: "equity": true, or an object with these fields (defaults shown), plus "dead": cards
// nobody can get (folded players' known cards are dead too):
//   seed 1, maxSamples 1000000, precision 0.001 (Monte Carlo stops once every pot share's
//   standard error is at most this), exactLimit 2000000 (enumerate every deal when there are
//   at most this many, else Monte Carlo), runs 1 (2 or 3: the board will be run that many times;
//   spec "runs" with no cards dealt yet say the same).
// The worker protocol adds one of: "plan": true, "chunk": [from, to], "sums": {...}, "step":
// true or {...} (core/report/equity_worker.hpp).
struct EquityOptions {
  std::uint64_t seed = 1;
  std::int64_t max_samples = 1'000'000;
  double precision = 0.001;
  std::int64_t exact_limit = 2'000'000;
  int runs = 1;
};

struct EquityRequest {
  EquityOptions options;
  std::vector<Card> dead;
  enum class Mode { Full, Plan, Chunk, Finish, Step } mode = Mode::Full;
  std::int64_t from = 0, to = 0;  // Mode::Chunk: the units to compute
  Json sums;  // Mode::Finish: merged sums of every chunk so far; Mode::Step: the same, or null
};

}  // namespace tapis
