#pragma once
#include <cstdint>
#include <vector>

#include "core/base/chips.hpp"

namespace tapis {

// Prize money counts cents, whatever the chips' decimals (issue 31: prizes have up to two).
using Cents = std::int64_t;

// What a stack is worth in prize money by the Malmuth-Harville model ("ICM"): a player finishes
// first with the probability of his share of the chips; each next place is drawn the same way
// among the players left. A stack's value is the sum over places of the place's prize times the
// chance of finishing there.
struct IcmValues {
  std::vector<double> value;      // by stack, in cents, not rounded
  bool exact = true;              // every finishing order counted; false: Monte Carlo
  std::int64_t samples = 0;       // Monte Carlo: finishing orders drawn (a multiple of kIcmBatch)
  std::vector<double> std_error;  // Monte Carlo: each value's standard error, in cents
};

// Up to this many stacks every finishing order is counted (2^n subsets); above, orders are drawn,
// unless the paid places are so few that the finishing orders themselves can be walked.
inline constexpr int kIcmExactLimit = 18;
inline constexpr double kIcmOrderLimit = 2e6;  // partial finishing orders walked one by one
// Monte Carlo draws batches of orders until each value's standard error is at most
// max(1 cent, 1st prize / 2,000), or this many orders.
inline constexpr std::int64_t kIcmSamples = 200'000;
inline constexpr std::int64_t kIcmBatch = 10'000;

// `stacks` all positive; prizes[k] pays place k + 1 (places beyond the stacks pay nobody here).
// Exact by the cheaper of a walk over the finishing orders of the paid places and a dynamic
// programme over the subsets of players who took the first places; Monte Carlo above both.
IcmValues icm_values(const std::vector<Chips>& stacks, const std::vector<Cents>& prizes,
                     std::uint64_t seed = 1, std::int64_t samples = kIcmSamples);

// The same values by plain recursion over finishing orders (n! / (n - places)! of them): the
// reference the tests and the benchmark compare the dynamic programme with.
std::vector<double> icm_recursive(const std::vector<Chips>& stacks,
                                  const std::vector<Cents>& prizes);

// `values` rounded to the cent so that they add up to `total` exactly: each is rounded down,
// then the cents left go one each to the largest remainders (ties: the earlier value).
std::vector<Cents> round_to_total(const std::vector<double>& values, Cents total);

}  // namespace tapis
