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
  const Chips total = std::accumulate(stacks.begin(), stacks.end(), Chips{0});
  // chance[mask]: the players in `mask` took the first popcount(mask) places, in some order.
  // The chips they hold are counted exactly: a double would lose a small stack beside 2^53.
  const std::size_t masks = std::size_t{1} << n;
  std::vector<double> chance(masks, 0);
  std::vector<Chips> taken(masks, 0);
  chance[0] = 1;
  for (std::size_t mask = 0; mask < masks; ++mask) {
    if (mask != 0) {
      const auto low = static_cast<std::size_t>(std::countr_zero(mask));
      taken[mask] = taken[mask & (mask - 1)] + stacks[low];
    }
    const int place = std::popcount(mask);
    if (place >= places || chance[mask] == 0) continue;
    const auto left = static_cast<double>(total - taken[mask]);
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

// The chips of the players not placed yet, by player: a Fenwick tree, so that a place is drawn
// among them in proportion to their chips, and a player placed leaves the draw, in log n steps.
class UnplacedChips {
 public:
  explicit UnplacedChips(const std::vector<Chips>& stacks) : tree_(stacks.size() + 1, 0) {
    for (std::size_t i = 0; i < stacks.size(); ++i) add(i, stacks[i]);
  }
  void add(std::size_t i, Chips v) {
    total_ += v;
    for (std::size_t k = i + 1; k < tree_.size(); k += k & (~k + 1)) tree_[k] += v;
  }
  Chips total() const { return total_; }
  // The player whose chips hold the `chip`-th unplaced chip (0 <= chip < total()).
  std::size_t find(Chips chip) const {
    std::size_t at = 0;
    for (std::size_t step = std::bit_floor(tree_.size() - 1); step > 0; step >>= 1)
      if (at + step < tree_.size() && tree_[at + step] <= chip) {
        at += step;
        chip -= tree_[at];
      }
    return at;  // the count of players before it, i.e. its index
  }

 private:
  std::vector<Chips> tree_;
  Chips total_ = 0;
};

// Monte Carlo over finishing orders: each place is drawn in proportion to the chips of the
// players not placed yet, in batches, until every value's standard error is small enough.
IcmValues sampled(const std::vector<Chips>& stacks, const std::vector<Cents>& prizes,
                  std::uint64_t seed, std::int64_t max_samples) {
  const std::size_t n = stacks.size();
  const std::size_t places = std::min(prizes.size(), n);
  IcmValues out;
  out.exact = false;
  out.value.assign(n, 0);
  out.std_error.assign(n, 0);
  if (places == 0) return out;
  const double target = std::max(1.0, static_cast<double>(prizes[0]) / 2000);
  std::vector<double> sum(n, 0), sum_sq(n, 0);
  std::vector<std::size_t> placed(places);
  UnplacedChips unplaced(stacks);
  Draws draws{seed};
  std::int64_t s = 0;
  while (s < max_samples) {
    for (const std::int64_t end = std::min(max_samples, s + kIcmBatch); s < end; ++s) {
      for (std::size_t place = 0; place < places; ++place) {
        const auto chip =
            static_cast<Chips>(draws.below(static_cast<std::uint64_t>(unplaced.total())));
        const std::size_t j = std::min(n - 1, unplaced.find(chip));
        placed[place] = j;
        unplaced.add(j, -stacks[j]);
        const double prize = static_cast<double>(prizes[place]);
        sum[j] += prize;
        sum_sq[j] += prize * prize;
      }
      for (std::size_t place = 0; place < places; ++place)
        unplaced.add(placed[place], stacks[placed[place]]);
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

// `left`: the chips of the players not placed yet, counted exactly.
void recurse(const std::vector<Chips>& stacks, const std::vector<Cents>& prizes,
             std::vector<bool>& placed, std::size_t place, double chance, Chips left,
             std::vector<double>& value) {
  if (place >= prizes.size() || place >= stacks.size()) return;
  for (std::size_t j = 0; j < stacks.size(); ++j) {
    if (placed[j]) continue;
    const double p = chance * static_cast<double>(stacks[j]) / static_cast<double>(left);
    value[j] += p * static_cast<double>(prizes[place]);
    placed[j] = true;
    recurse(stacks, prizes, placed, place + 1, p, left - stacks[j], value);
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
  const Chips total = std::accumulate(stacks.begin(), stacks.end(), Chips{0});
  recurse(stacks, prizes, placed, 0, 1, total, value);
  return value;
}

std::vector<Cents> round_to_total(const std::vector<double>& values, Cents total) {
  std::vector<Cents> out(values.size());
  std::vector<std::size_t> order(values.size());
  Cents given = 0;
  std::vector<double> v(values.size());
  double sum = 0;
  for (std::size_t i = 0; i < values.size(); ++i) {
    // A value is at most the prizes left (an ICM value is an average of prizes).
    v[i] = std::isfinite(values[i]) ? std::clamp(values[i], 0.0, static_cast<double>(total)) : 0.0;
    sum += v[i];
  }
  // Values that do not add up to the total within a cent each (none of the callers' should) are
  // scaled to it first, so that the cents handed out below are a few, not millions.
  const auto n = static_cast<double>(values.size());
  if (std::abs(sum - static_cast<double>(total)) > n)
    for (double& x : v)
      x = sum > 0 ? x * (static_cast<double>(total) / sum) : static_cast<double>(total) / n;
  for (std::size_t i = 0; i < values.size(); ++i) {
    out[i] = static_cast<Cents>(std::floor(v[i] + 1e-6));
    given += out[i];
    order[i] = i;
  }
  auto remainder = [&](std::size_t i) { return v[i] - static_cast<double>(out[i]); };
  // Largest remainder first, the earlier value on a tie (std::sort with the index as the last key:
  // stable_sort's merge code is about 3 KB of the page's module).
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return remainder(a) != remainder(b) ? remainder(a) > remainder(b) : a < b;
  });
  // Rounding errors of a few cents at most: hand them out (or take them back) in that order.
  for (std::size_t k = 0; given < total && !order.empty(); k = (k + 1) % order.size(), ++given)
    ++out[order[k]];
  // Too much given: take a cent back from the smallest remainders first, from values not at 0.
  for (std::size_t k = order.size(); given > total && !order.empty();
       k = k == 0 ? order.size() : k) {
    --k;
    if (out[order[k]] > 0) {
      --out[order[k]];
      --given;
    }
  }
  return out;
}

}  // namespace tapis
