// ICM benchmark (scripts/bench-icm.sh; not a test): icm_values (core/prizes/icm.hpp: the dynamic
// programme over subsets, or the walk over finishing orders when there are fewer of them) beside
// the plain recursion over finishing orders alone, and the large fields (orders walked, or Monte
// Carlo), timed natively. Median of several runs; the recursion only where it ends in time.
//   icm_bench [--reps N]
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "core/prizes/icm.hpp"

namespace {

using tapis::Cents;
using tapis::Chips;

template <class F>
double median_us(int reps, F&& f) {
  std::vector<double> times;
  for (int r = 0; r < reps; ++r) {
    const auto t0 = std::chrono::steady_clock::now();
    f();
    const auto t1 = std::chrono::steady_clock::now();
    times.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

std::vector<Chips> stacks_of(int n) {
  std::vector<Chips> s;
  for (int i = 0; i < n; ++i) s.push_back(1000 + 731 * ((i * 7) % 13));
  return s;
}

std::vector<Cents> prizes_of(int places) {
  std::vector<Cents> p;
  for (int i = 0; i < places; ++i) p.push_back(100000 / (i + 2));
  return p;
}

// n! / (n - k)!: the finishing orders the recursion walks.
double orders(int n, int k) {
  double o = 1;
  for (int i = 0; i < k; ++i) o *= n - i;
  return o;
}

volatile double sink = 0;

}  // namespace

int main(int argc, char** argv) {
  int reps = 9;
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], "--reps") == 0) reps = std::atoi(argv[i + 1]);
  std::printf("%-8s %-7s %14s %16s %16s %9s\n", "players", "places", "orders", "icm_values (us)",
              "recursion (us)", "ratio");
  const int cases[][2] = {{3, 3},  {6, 3},   {6, 6},  {9, 3},  {9, 9},  {10, 10},
                          {12, 3}, {12, 12}, {18, 3}, {18, 9}, {18, 18}};
  for (const auto& c : cases) {
    const auto stacks = stacks_of(c[0]);
    const auto prizes = prizes_of(c[1]);
    const double dp = median_us(reps, [&] { sink = tapis::icm_values(stacks, prizes).value[0]; });
    const double o = orders(c[0], c[1]);
    if (o <= 4e6) {
      const double rec = median_us(reps, [&] { sink = tapis::icm_recursive(stacks, prizes)[0]; });
      std::printf("%-8d %-7d %14.0f %16.1f %16.1f %8.1fx\n", c[0], c[1], o, dp, rec, rec / dp);
    } else {
      std::printf("%-8d %-7d %14.3g %16.1f %16s %9s\n", c[0], c[1], o, dp, "(too long)", "");
    }
  }
  std::printf("\nAbove %d players: the finishing orders walked when there are at most %.0f,\n",
              tapis::kIcmExactLimit, tapis::kIcmOrderLimit);
  std::printf("else Monte Carlo (batches of %lld orders, at most %lld)\n",
              static_cast<long long>(tapis::kIcmBatch), static_cast<long long>(tapis::kIcmSamples));
  std::printf("%-8s %-7s %14s %10s %22s\n", "players", "places", "time (us)", "orders",
              "largest std error");
  const int big[][2] = {{24, 3}, {24, 9}, {100, 3}, {100, 15}, {1023, 2}, {1023, 15}};
  for (const auto& c : big) {
    const auto stacks = stacks_of(c[0]);
    const auto prizes = prizes_of(c[1]);
    tapis::IcmValues v;
    const double t =
        median_us(std::max(3, reps / 3), [&] { v = tapis::icm_values(stacks, prizes); });
    if (v.exact) {
      std::printf("%-8d %-7d %14.0f %10s %22s\n", c[0], c[1], t, "all", "(exact)");
    } else {
      const double worst = *std::max_element(v.std_error.begin(), v.std_error.end());
      std::printf("%-8d %-7d %14.0f %10lld %19.2f c.\n", c[0], c[1], t,
                  static_cast<long long>(v.samples), worst);
    }
  }
  return 0;
}
