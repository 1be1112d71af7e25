// The evaluator benchmark's timed loops, shared by the native program (bench/native) and the WASM
// module (bench/wasm) so that both builds measure the same code.
#pragma once
#include <cstddef>
#include <cstdint>
#include <span>

#include "core/cards/evaluator.hpp"

namespace tapis::bench {

// Ten million random hands are 80 MB of card sets (70 MB of card arrays): read in order, they
// stream from memory, and a plain loop waits on that stream as much as on the evaluator. The
// batched loop values one cache line of hands per step (8 sets) and asks for the line 16 steps
// ahead, as a batch evaluator would. __builtin_prefetch compiles to nothing in WASM.
inline constexpr std::size_t kBatch = 8;
inline constexpr std::size_t kPrefetchAhead = 16 * kBatch;

inline std::uint64_t sum_values(const Evaluator& evaluator, const CardSet* hands,
                                std::size_t count) {
  const Evaluator e = evaluator;  // a local copy: its table pointers stay in registers
  std::uint64_t checksum = 0;
  std::size_t h = 0;
  for (; h + kBatch <= count; h += kBatch) {
    __builtin_prefetch(hands + h + kPrefetchAhead);
    for (std::size_t k = 0; k < kBatch; ++k) checksum += e.value(hands[h + k]).raw;
  }
  for (; h < count; ++h) checksum += e.value(hands[h]).raw;
  return checksum;
}

// Seven cards per hand, one byte each.
inline std::uint64_t sum_values(const Evaluator& evaluator, const Card* hands, std::size_t count) {
  const Evaluator e = evaluator;
  const auto hand = [hands](std::size_t h) { return std::span<const Card>(hands + 7 * h, 7); };
  std::uint64_t checksum = 0;
  std::size_t h = 0;
  for (; h + kBatch <= count; h += kBatch) {
    __builtin_prefetch(hands + 7 * (h + kPrefetchAhead));
    for (std::size_t k = 0; k < kBatch; ++k) checksum += e.value(hand(h + k)).raw;
  }
  for (; h < count; ++h) checksum += e.value(hand(h)).raw;
  return checksum;
}

// Incremental keys built before timing (16 bytes a hand): two cache lines per batch.
inline std::uint64_t sum_values(const Evaluator& evaluator, const HandKey* hands,
                                std::size_t count) {
  const Evaluator e = evaluator;
  std::uint64_t checksum = 0;
  std::size_t h = 0;
  for (; h + kBatch <= count; h += kBatch) {
    __builtin_prefetch(hands + h + kPrefetchAhead);
    __builtin_prefetch(hands + h + kPrefetchAhead + kBatch / 2);
    for (std::size_t k = 0; k < kBatch; ++k) checksum += e.value(hands[h + k]).raw;
  }
  for (; h < count; ++h) checksum += e.value(hands[h]).raw;
  return checksum;
}

// The same hands one at a time, for comparison: what the memory stream costs.
template <class Hand>
inline std::uint64_t sum_values_plain(const Evaluator& evaluator, const Hand* hands,
                                      std::size_t count) {
  const Evaluator e = evaluator;
  std::uint64_t checksum = 0;
  for (const Hand *hand = hands, *end = hands + count; hand != end; ++hand)
    checksum += e.value(*hand).raw;
  return checksum;
}

// The last three cards after a four-card prefix, in a function of its own: inlined in the
// seven-deep nest, the compiler runs out of registers and spills the innermost loop's key and table
// pointer, reloading them for every hand. Called 270,725 times, it costs one call per 494 hands
// (one per 51 with the last two only: 3-5 % of the time natively, measured interleaved).
// The cards are plain indices here: Card::from_index's range check costs three instructions a hand.
// Aligned to a cache line so its innermost loop sits the same way in every build: at the linker's
// addresses the same instructions ran 15 % slower in the g++ -O3 build than in the -march one.
[[gnu::noinline, gnu::aligned(64)]] inline std::uint64_t sum_last_three(const Evaluator e,
                                                                        HandKey four, int from) {
  using eval_detail::kCardBits;
  using eval_detail::kCardKeys;
  std::uint64_t checksum = 0;
  for (int y = from; y < kCardCount; ++y) {
    const HandKey five{four.sum + kCardKeys[y], four.mask | kCardBits[y]};
    for (int z = y + 1; z < kCardCount; ++z) {
      const HandKey six{five.sum + kCardKeys[z], five.mask | kCardBits[z]};
      std::uint64_t sum = 0;
      for (int w = z + 1; w < kCardCount; ++w)
        sum += e.value(HandKey{six.sum + kCardKeys[w], six.mask | kCardBits[w]}).raw;
      checksum += sum;
    }
  }
  return checksum;
}

// All 133,784,560 seven-card hands: nested loops carry each prefix's key, so each hand costs one
// add and one lookup.
inline std::uint64_t enumerate_all(const Evaluator& evaluator) {
  const Evaluator e = evaluator;
  const auto card = [](int i) { return *Card::from_index(i); };
  std::uint64_t checksum = 0;
  for (int a = 0; a < kCardCount; ++a) {
    const HandKey ka = add(HandKey{}, card(a));
    for (int b = a + 1; b < kCardCount; ++b) {
      const HandKey kb = add(ka, card(b));
      for (int c = b + 1; c < kCardCount; ++c) {
        const HandKey kc = add(kb, card(c));
        for (int x = c + 1; x < kCardCount; ++x)
          checksum += sum_last_three(e, add(kc, card(x)), x + 1);
      }
    }
  }
  return checksum;
}

}  // namespace tapis::bench
