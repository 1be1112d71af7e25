#pragma once
// C(n, k) in exact integers, 0 outside 0 <= k <= n: the ways to deal k cards of n.
#include <cstdint>

namespace tapis::equity_detail {

constexpr std::int64_t binomial(int n, int k) {
  if (k < 0 || n < k) return 0;
  std::int64_t r = 1;
  for (int i = 1; i <= k; ++i) r = r * (n - k + i) / i;
  return r;
}

}  // namespace tapis::equity_detail
