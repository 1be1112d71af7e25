// Hand evaluator benchmark (not a test): 7-card evaluations per second over 10 million
// pseudo-random hands generated up front, and the incremental enumeration of all 133,784,560
// seven-card hands. bench/evaluator.mjs runs the same hands in WASM and in npm evaluators.
//   eval_bench [--json] [--hands N]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "core/evaluator.hpp"

using namespace tapis;

namespace {

using Clock = std::chrono::steady_clock;
double seconds_since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

// The hands: a 32-bit LCG drives 7 Fisher-Yates swaps of one running deck per hand (card index
// = rank * 4 + suit, suits s h d c). bench/evaluator.mjs repeats this exactly.
std::vector<std::uint8_t> make_hands(std::size_t count, std::uint32_t seed) {
  std::uint8_t deck[kCardCount];
  for (int i = 0; i < kCardCount; ++i) deck[i] = static_cast<std::uint8_t>(i);
  std::vector<std::uint8_t> hands(count * 7);
  std::uint32_t s = seed;
  for (std::size_t h = 0; h < count; ++h) {
    for (int i = 0; i < 7; ++i) {
      s = s * 1664525u + 1013904223u;
      const int j = i + static_cast<int>((s >> 8) % static_cast<std::uint32_t>(kCardCount - i));
      const std::uint8_t t = deck[i];
      deck[i] = deck[j];
      deck[j] = t;
      hands[h * 7 + i] = deck[i];
    }
  }
  return hands;
}

std::uint32_t fnv1a(const std::vector<std::uint8_t>& bytes) {
  std::uint32_t h = 2166136261u;
  for (std::uint8_t b : bytes) h = (h ^ b) * 16777619u;
  return h;
}

std::uint64_t evaluate_all(const Evaluator& evaluator, const std::vector<std::uint8_t>& hands) {
  const Evaluator e = evaluator;  // a local copy: its table pointers stay in registers
  static_assert(sizeof(Card) == 1);
  const Card* cards = reinterpret_cast<const Card*>(hands.data());
  const std::size_t count = hands.size() / 7;
  std::uint64_t checksum = 0;
  for (std::size_t h = 0; h < count; ++h)
    checksum += e.value(std::span<const Card>(cards + 7 * h, 7)).raw;
  return checksum;
}

// The seventh card's loop: one add and one lookup per hand, the sum kept in a register.
std::uint64_t last_card(const Evaluator e, HandKey six, int from) {
  std::uint64_t sum = 0;
  for (int w = from; w < kCardCount; ++w) sum += e.value(add(six, *Card::from_index(w))).raw;
  return sum;
}

// Nested loops carry each prefix's key, so each hand costs one add and one lookup.
std::uint64_t enumerate_all(const Evaluator& e) {
  std::uint64_t checksum = 0;
  const auto card = [](int i) { return *Card::from_index(i); };
  for (int a = 0; a < 52; ++a) {
    const HandKey ka = add(HandKey{}, card(a));
    for (int b = a + 1; b < 52; ++b) {
      const HandKey kb = add(ka, card(b));
      for (int c = b + 1; c < 52; ++c) {
        const HandKey kc = add(kb, card(c));
        for (int x = c + 1; x < 52; ++x) {
          const HandKey kx = add(kc, card(x));
          for (int y = x + 1; y < 52; ++y) {
            const HandKey ky = add(kx, card(y));
            for (int z = y + 1; z < 52; ++z) checksum += last_card(e, add(ky, card(z)), z + 1);
          }
        }
      }
    }
  }
  return checksum;
}

}  // namespace

int main(int argc, char** argv) {
  bool json = false;
  std::size_t count = 10'000'000;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--json") == 0) json = true;
    if (std::strcmp(argv[i], "--hands") == 0 && i + 1 < argc) count = std::strtoull(argv[++i], nullptr, 10);
  }
  const Rules holdem{Game::Holdem};
  const auto t_build = Clock::now();
  const Evaluator& e = Evaluator::of(holdem);
  const double first_use_ms = seconds_since(t_build) * 1e3;
  const auto stats = Evaluator::build_stats(holdem);

  const auto hands = make_hands(count, 20240604u);
  evaluate_all(e, hands);  // warm-up: tables into cache, pages touched
  double best = 1e9;
  std::uint64_t checksum = 0;
  for (int run = 0; run < 5; ++run) {
    const auto t = Clock::now();
    checksum = evaluate_all(e, hands);
    best = std::min(best, seconds_since(t));
  }
  const auto t_enum = Clock::now();
  const std::uint64_t enum_checksum = enumerate_all(e);
  const double enum_s = seconds_since(t_enum);

  const double per_s = static_cast<double>(count) / best;
  if (json) {
    std::printf(
        "{\"hands\":%zu,\"handsHash\":%u,\"evalsPerSecond\":%.0f,\"checksum\":%llu,"
        "\"enumerateSeconds\":%.4f,\"enumerateChecksum\":%llu,\"tableBytes\":%zu,"
        "\"tableBuildMs\":%.3f,\"firstUseMs\":%.3f}\n",
        count, fnv1a(hands), per_s, static_cast<unsigned long long>(checksum), enum_s,
        static_cast<unsigned long long>(enum_checksum), stats.bytes, stats.milliseconds,
        first_use_ms);
    return 0;
  }
  std::printf("tables: built at start-up (first use), %zu bytes, %.2f ms\n", stats.bytes,
              stats.milliseconds);
  std::printf("random 7-card hands: %zu (hash %08x), best of 5: %.1f M evals/s (checksum %llu)\n",
              count, fnv1a(hands), per_s / 1e6, static_cast<unsigned long long>(checksum));
  std::printf("enumerate all 133,784,560 hands incrementally: %.3f s = %.1f M/s (checksum %llu)\n",
              enum_s, 133784560.0 / enum_s / 1e6, static_cast<unsigned long long>(enum_checksum));
  return 0;
}
