#include "core/cards/suit_isomorphism.hpp"

namespace tapis {

namespace {

constexpr std::array<std::uint32_t, 5> kFactorial = {1, 1, 2, 6, 24};

// Shared by both weights: `less(a, b)` and `equal(a, b)` compare the signatures of free suits.
template <class Sig>
std::uint32_t orbit_weight(const std::array<int, kSuitCount>& free, int count, const Sig& sig) {
  std::uint32_t divisor = 1;
  int run = 1;
  for (int i = 1; i < count; ++i) {
    const auto& prev = sig[free[i - 1]];
    const auto& cur = sig[free[i]];
    if (prev < cur) return 0;  // not canonical: a renaming sorts it
    if (prev == cur) {
      ++run;
    } else {
      divisor *= kFactorial[run];
      run = 1;
    }
  }
  divisor *= kFactorial[run];
  return kFactorial[count] / divisor;
}

}  // namespace

std::uint16_t suit_ranks(std::uint64_t cards, int suit) {
  std::uint16_t m = 0;
  for (int r = 0; r < kRankCount; ++r)
    if (cards >> (r * kSuitCount + suit) & 1) m |= static_cast<std::uint16_t>(1u << r);
  return m;
}

SuitSymmetry SuitSymmetry::of_known(std::uint64_t known) {
  SuitSymmetry s;
  for (int suit = 0; suit < kSuitCount; ++suit)
    if (suit_ranks(known, suit) == 0) s.free_[s.count_++] = suit;
  return s;
}

std::uint32_t SuitSymmetry::weight(const std::array<SuitSignature, kSuitCount>& by_suit) const {
  if (trivial()) return 1;
  return orbit_weight(free_, count_, by_suit);
}

std::uint32_t SuitSymmetry::weight(const std::array<std::uint16_t, kSuitCount>& masks) const {
  if (trivial()) return 1;
  return orbit_weight(free_, count_, masks);
}

}  // namespace tapis
