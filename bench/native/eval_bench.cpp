// Hand evaluator benchmark (not a test): 7-card evaluations per second over 10 million
// pseudo-random hands generated up front, and the incremental enumeration of all 133,784,560
// seven-card hands. bench/evaluator.mjs runs the same hands in WASM and in npm evaluators.
//   eval_bench [--json] [--hands N]
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <vector>

#include "bench/eval_loops.hpp"
#include "core/cards/evaluator.hpp"

using namespace tapis;

namespace {

using Clock = std::chrono::steady_clock;
double seconds_since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

// Wall time and this process's CPU time: on a shared machine the CPU time still measures the
// code, where the wall time also counts the time other processes held the core.
struct Timing {
  double wall = 0;
  double cpu = 0;
};

template <class Work>
Timing timed(Work work) {
  const auto wall = Clock::now();
  const std::clock_t cpu = std::clock();
  work();
  return {seconds_since(wall), static_cast<double>(std::clock() - cpu) / CLOCKS_PER_SEC};
}

// Card keys and card bits: generated at compile time into the binary (1 KB).
constexpr std::size_t kConstexprBytes =
    sizeof(eval_detail::kCardKeys) + sizeof(eval_detail::kCardBits);

// The hands: a 32-bit LCG drives 7 Fisher-Yates swaps of one running deck per hand (card index
// = rank * 4 + suit, suits s h d c). bench/evaluator.mjs repeats this exactly.
std::vector<Card> make_hands(std::size_t count, std::uint32_t seed) {
  std::array<Card, kCardCount> deck;
  for (int i = 0; i < kCardCount; ++i) deck[i] = *Card::from_index(i);
  std::vector<Card> hands(count * 7);
  std::uint32_t s = seed;
  for (std::size_t h = 0; h < count; ++h) {
    for (int i = 0; i < 7; ++i) {
      s = s * 1664525u + 1013904223u;
      const int j = i + static_cast<int>((s >> 8) % static_cast<std::uint32_t>(kCardCount - i));
      std::swap(deck[i], deck[j]);
      hands[h * 7 + i] = deck[i];
    }
  }
  return hands;
}

std::uint32_t fnv1a(const std::vector<Card>& cards) {
  std::uint32_t h = 2166136261u;
  for (Card c : cards) h = (h ^ static_cast<std::uint32_t>(c.index())) * 16777619u;
  return h;
}

// Best of 5 passes after a warm-up (tables into cache, pages touched).
template <class Pass>
Timing best_of_5(std::uint64_t& checksum, Pass pass) {
  pass();
  Timing best{1e9, 1e9};
  for (int run = 0; run < 5; ++run) {
    const Timing t = timed([&] { checksum = pass(); });
    best = {std::min(best.wall, t.wall), std::min(best.cpu, t.cpu)};
  }
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  bool json = false;
  std::size_t count = 10'000'000;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--json") == 0) json = true;
    if (std::strcmp(argv[i], "--hands") == 0 && i + 1 < argc)
      count = std::strtoull(argv[++i], nullptr, 10);
  }
  const Rules holdem{Game::Holdem};
  const auto t_build = Clock::now();
  const Evaluator& e = Evaluator::of(holdem);
  const double first_use_ms = seconds_since(t_build) * 1e3;
  const auto stats = Evaluator::build_stats(holdem);

  const auto hands = make_hands(count, 20240604u);
  std::vector<CardSet> sets;  // the same hands as card sets and as keys, converted before timing
  std::vector<HandKey> keys;
  for (std::size_t h = 0; h < hands.size(); h += 7) {
    sets.push_back(CardSet::of(std::span<const Card>(hands.data() + h, 7)));
    keys.push_back(make_key(std::span<const Card>(hands.data() + h, 7)));
  }
  std::uint64_t array_checksum = 0, set_checksum = 0, plain_checksum = 0, key_checksum = 0,
                enum_checksum = 0;
  const Timing arrays =
      best_of_5(array_checksum, [&] { return bench::sum_values(e, hands.data(), count); });
  const Timing card_sets =
      best_of_5(set_checksum, [&] { return bench::sum_values(e, sets.data(), count); });
  const Timing plain =
      best_of_5(plain_checksum, [&] { return bench::sum_values_plain(e, sets.data(), count); });
  const Timing key_sets =
      best_of_5(key_checksum, [&] { return bench::sum_values(e, keys.data(), count); });
  if (plain_checksum != set_checksum || array_checksum != set_checksum ||
      key_checksum != set_checksum) {
    std::fprintf(stderr, "eval_bench: loops disagree\n");
    return 1;
  }
  const Timing enumeration = timed([&] { enum_checksum = bench::enumerate_all(e); });

  const auto n = static_cast<double>(count);
  if (json) {
    std::printf(
        "{\"hands\":%zu,\"handsHash\":%u,\"arrays\":{\"wall\":%.6f,\"cpu\":%.6f},"
        "\"sets\":{\"wall\":%.6f,\"cpu\":%.6f},\"plainSets\":{\"wall\":%.6f,\"cpu\":%.6f},"
        "\"keys\":{\"wall\":%.6f,\"cpu\":%.6f},"
        "\"enumerate\":{\"wall\":%.6f,\"cpu\":%.6f},"
        "\"checksum\":%llu,\"setChecksum\":%llu,\"enumerateChecksum\":%llu,"
        "\"tableBytes\":%zu,\"tableBuildMs\":%.3f,\"firstUseMs\":%.3f,\"constexprBytes\":%zu}\n",
        count, fnv1a(hands), arrays.wall, arrays.cpu, card_sets.wall, card_sets.cpu, plain.wall,
        plain.cpu, key_sets.wall, key_sets.cpu, enumeration.wall, enumeration.cpu,
        static_cast<unsigned long long>(array_checksum),
        static_cast<unsigned long long>(set_checksum),
        static_cast<unsigned long long>(enum_checksum), stats.bytes, stats.milliseconds,
        first_use_ms, kConstexprBytes);
    return 0;
  }
  std::printf(
      "tables: built at start-up (first use), %zu bytes, %.2f ms; constexpr keys %zu bytes\n",
      stats.bytes, stats.milliseconds, kConstexprBytes);
  std::printf("random 7-card hands: %zu (hash %08x), best of 5, per CPU second (wall):\n", count,
              fnv1a(hands));
  std::printf("  card arrays: %.1f M evals/s (%.1f M/s wall), checksum %llu\n",
              n / arrays.cpu / 1e6, n / arrays.wall / 1e6,
              static_cast<unsigned long long>(array_checksum));
  std::printf("  card sets:   %.1f M evals/s (%.1f M/s wall), checksum %llu\n",
              n / card_sets.cpu / 1e6, n / card_sets.wall / 1e6,
              static_cast<unsigned long long>(set_checksum));
  std::printf("  card sets, plain loop: %.1f M evals/s (%.1f M/s wall)\n", n / plain.cpu / 1e6,
              n / plain.wall / 1e6);
  std::printf("  incremental keys: %.1f M evals/s (%.1f M/s wall)\n", n / key_sets.cpu / 1e6,
              n / key_sets.wall / 1e6);
  std::printf(
      "enumerate all 133,784,560 hands incrementally: %.3f s CPU (%.3f s wall), checksum %llu\n",
      enumeration.cpu, enumeration.wall, static_cast<unsigned long long>(enum_checksum));
  return 0;
}
