#pragma once
#include <array>
#include <cstdint>

#include "core/cards/card.hpp"

namespace tapis {

// Suits that no known card uses can be renamed without changing anybody's chances, so deals that
// differ only by such a renaming have the same outcome. An enumerator visits one deal per class,
// the canonical one, and counts it with the class size. A suit's signature is what the deal puts
// in that suit: rank masks, one per group of dealt cards (the board, or each random hand).
inline constexpr int kMaxSignatureGroups = 24;
using SuitSignature = std::array<std::uint16_t, kMaxSignatureGroups>;

class SuitSymmetry {
 public:
  // `known`: bit per card index (rank * 4 + suit) of every card already known.
  static SuitSymmetry of_known(std::uint64_t known);

  // Fewer than two free suits: every deal is its own class.
  bool trivial() const { return count_ < 2; }

  // 0 unless the free suits' signatures are in non-increasing order (the canonical deal), else
  // the number of deals in its class: free! / (product of factorials of equal-signature runs).
  std::uint32_t weight(const std::array<SuitSignature, kSuitCount>& by_suit) const;
  // The same for one group: `masks[s]` is the rank mask of suit s (e.g. a board's).
  std::uint32_t weight(const std::array<std::uint16_t, kSuitCount>& masks) const;

 private:
  std::array<int, kSuitCount> free_{};
  int count_ = 0;
};

// Rank mask of suit s in a card mask (bit = card index).
std::uint16_t suit_ranks(std::uint64_t cards, int suit);

}  // namespace tapis
