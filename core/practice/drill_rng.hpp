#pragma once
// Issue 32: the exercises' dice. One seed gives the same exercise wherever it runs (natively, in
// WASM, in a shared link): integers only, no std:: distribution (their results differ between
// standard libraries).
#include <cstdint>

namespace tapis {

class DrillRng {
 public:
  explicit DrillRng(std::uint64_t seed) : state_(seed ^ 0x6A09E667F3BCC909ull) {}
  std::uint64_t next() {  // splitmix64
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // Uniform in [lo, hi] (hi - lo is small: the modulo's bias is below 2^-40).
  std::int64_t between(std::int64_t lo, std::int64_t hi) {
    return lo + static_cast<std::int64_t>(next() % static_cast<std::uint64_t>(hi - lo + 1));
  }
  bool chance(int percent) { return between(1, 100) <= percent; }

 private:
  std::uint64_t state_;
};

}  // namespace tapis
