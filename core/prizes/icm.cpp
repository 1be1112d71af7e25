#include "core/prizes/icm.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <numeric>

namespace tapis {

namespace {

IcmValues exact(const std::vector<Chips>& stacks, const std::vector<Cents>& prizes) {
  const std::size_t n = stacks.size();
  const int places = static_cast<int>(std::min(prizes.size(), n));
  IcmValues out;
  out.value.assign(n, 0);
  if (places == 0) return out;
  const double total = static_cast<double>(std::accumulate(stacks.begin(), stacks.end(), Chips{0}));
  // chance[mask]: the players in `mask` took the first popcount(mask) places, in some order.
  const std::size_t masks = std::size_t{1} << n;
  std::vector<double> chance(masks, 0), taken(masks, 0);
  chance[0] = 1;
  for (std::size_t mask = 0; mask < masks; ++mask) {
    if (mask != 0) {
      const auto low = static_cast<std::size_t>(std::countr_zero(mask));
      taken[mask] = taken[mask & (mask - 1)] + static_cast<double>(stacks[low]);
    }
    const int place = std::popcount(mask);
    if (place >= places || chance[mask] == 0) continue;
    const double left = total - taken[mask];
    const double prize = static_cast<double>(prizes[static_cast<std::size_t>(place)]);
    for (std::size_t j = 0; j < n; ++j) {
      if (mask >> j & 1) continue;
      const double p = chance[mask] * static_cast<double>(stacks[j]) / left;
      out.value[j] += p * prize;
      chance[mask | std::size_t{1} << j] += p;
    }
  }
  return out;
}

// splitmix64: a small, well-mixed generator; the same seed gives the same draws everywhere.
struct Draws {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  // Uniform in [0, bound), bound > 0 (Lemire's multiply-shift; the bias is below 2^-10 for the
  // chip totals a spec may hold, far under the stated error).
  std::uint64_t below(std::uint64_t bound) {
    return static_cast<std::uint64_t>((static_cast<unsigned __int128>(next()) * bound) >> 64);
  }
};

// Monte Carlo over finishing orders: each place is drawn in proportion to the stacks; a player
// already placed is drawn again (rejection keeps the draw exact and needs no re-summing).
IcmValues sampled(const std::vector<Chips>& stacks, const std::vector<Cents>& prizes,
                  std::uint64_t seed, std::int64_t max_samples) {
  const std::size_t n = stacks.size();
  const std::size_t places = std::min(prizes.size(), n);
  IcmValues out;
  out.exact = false;
  out.value.assign(n, 0);
  out.std_error.assign(n, 0);
  if (places == 0) return out;
  std::vector<Chips> upto(n);  // upto[i]: stacks[0..i] summed
  std::partial_sum(stacks.begin(), stacks.end(), upto.begin());
  const auto total = static_cast<std::uint64_t>(upto.back());
  const double target = std::max(1.0, static_cast<double>(prizes[0]) / 2000);
  std::vector<double> sum(n, 0), sum_sq(n, 0);
  std::vector<std::int64_t> placed_in(n);  // the draw (from 1) that last placed each player
  Draws draws{seed};
  std::int64_t s = 0;
  while (s < max_samples) {
    for (const std::int64_t end = std::min(max_samples, s + kIcmBatch); s < end; ++s) {
      for (std::size_t place = 0; place < places; ++place) {
        std::size_t j = 0;
        do {
          const auto chip = static_cast<Chips>(draws.below(total));
          // chip < total, so some upto[j] is above it; the min says so to the compiler too.
          j = std::min(n - 1, static_cast<std::size_t>(
                                  std::upper_bound(upto.begin(), upto.end(), chip) - upto.begin()));
        } while (placed_in[j] == s + 1);
        placed_in[j] = s + 1;
        const double prize = static_cast<double>(prizes[place]);
        sum[j] += prize;
        sum_sq[j] += prize * prize;
      }
    }
    const double m = static_cast<double>(s);
    double worst = 0;
    for (std::size_t j = 0; j < n; ++j) {
      out.value[j] = sum[j] / m;
      const double variance = std::max(0.0, sum_sq[j] / m - out.value[j] * out.value[j]);
      out.std_error[j] = std::sqrt(variance / m);
      worst = std::max(worst, out.std_error[j]);
    }
    if (worst <= target) break;
  }
  out.samples = s;
  return out;
}

void recurse(const std::vector<Chips>& stacks, const std::vector<Cents>& prizes,
             std::vector<bool>& placed, std::size_t place, double chance, double left,
             std::vector<double>& value) {
  if (place >= prizes.size() || place >= stacks.size()) return;
  for (std::size_t j = 0; j < stacks.size(); ++j) {
    if (placed[j]) continue;
    const double p = chance * static_cast<double>(stacks[j]) / left;
    value[j] += p * static_cast<double>(prizes[place]);
    placed[j] = true;
    recurse(stacks, prizes, placed, place + 1, p, left - static_cast<double>(stacks[j]), value);
    placed[j] = false;
  }
}

}  // namespace

IcmValues icm_values(const std::vector<Chips>& stacks, const std::vector<Cents>& prizes,
                     std::uint64_t seed, std::int64_t samples) {
  const std::size_t n = stacks.size();
  const std::size_t places = std::min(prizes.size(), n);
  // Partial finishing orders of the paid places, n! / (n - places)!, against 2^n subsets.
  double orders = 1;
  for (std::size_t i = 0; i < places && orders <= kIcmOrderLimit; ++i)
    orders *= static_cast<double>(n - i);
  const bool small = n <= static_cast<std::size_t>(kIcmExactLimit);
  if (orders <= kIcmOrderLimit && (!small || orders < std::ldexp(1.0, static_cast<int>(n)))) {
    IcmValues out;
    out.value = icm_recursive(stacks, prizes);
    return out;
  }
  if (small || places == 0) return exact(stacks, prizes);
  return sampled(stacks, prizes, seed, samples);
}

std::vector<double> icm_recursive(const std::vector<Chips>& stacks,
                                  const std::vector<Cents>& prizes) {
  std::vector<double> value(stacks.size(), 0);
  std::vector<bool> placed(stacks.size(), false);
  double total = 0;
  for (Chips s : stacks) total += static_cast<double>(s);
  recurse(stacks, prizes, placed, 0, 1, total, value);
  return value;
}

std::vector<Cents> round_to_total(const std::vector<double>& values, Cents total) {
  std::vector<Cents> out(values.size());
  std::vector<std::size_t> order(values.size());
  Cents given = 0;
  for (std::size_t i = 0; i < values.size(); ++i) {
    out[i] = static_cast<Cents>(std::floor(values[i] + 1e-6));
    given += out[i];
    order[i] = i;
  }
  auto remainder = [&](std::size_t i) { return values[i] - static_cast<double>(out[i]); };
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return remainder(a) > remainder(b); });
  // Rounding errors of a few cents at most: hand them out (or take them back) in that order.
  for (std::size_t k = 0; given < total && !order.empty(); k = (k + 1) % order.size(), ++given)
    ++out[order[k]];
  for (std::size_t k = order.size(); given > total && k-- > 0; --given) --out[order[k]];
  return out;
}

}  // namespace tapis
