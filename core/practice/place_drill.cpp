#include "core/practice/place_drill.hpp"

#include <algorithm>
#include <array>
#include <optional>

#include "core/practice/drill_rng.hpp"
#include "core/showdown/finishing.hpp"

namespace tapis {

namespace {

struct LevelRules {
  int min_players, max_players;
  int min_busted, max_busted;
  int max_others;
  int min_paid, max_paid;
  int tie_percent;  // two all-ins with the same stack
  bool cents;
};

constexpr std::array<LevelRules, 5> kLevels{{
    {3, 4, 1, 1, 0, 3, 3, 0, false},
    {4, 5, 2, 5, 2, 3, 3, 0, false},
    {4, 6, 2, 3, 3, 3, 5, 0, false},
    {4, 6, 2, 6, 2, 3, 6, 100, false},
    {5, 6, 2, 6, 3, 4, 6, 50, true},
}};

// How a prize pool is shared, by the number of places paid (3 to 6), in percent.
constexpr std::array<std::array<int, 6>, 4> kShares{{
    {50, 30, 20, 0, 0, 0},
    {40, 27, 19, 14, 0, 0},
    {35, 24, 17, 13, 11, 0},
    {30, 21, 16, 13, 11, 9},
}};

std::optional<PlaceDrill> attempt(DrillRng& rng, std::uint64_t seed, int level) {
  const LevelRules& rules = kLevels[static_cast<std::size_t>(level - 1)];
  PlaceDrill d;
  d.seed = seed;
  d.level = level;
  const int n = static_cast<int>(rng.between(rules.min_players, rules.max_players));
  // One or two callers cover the all-ins; the others are all-in.
  const int callers = static_cast<int>(rng.between(1, 2));
  const int all_in = n - callers;
  std::vector<Chips> levels;
  while (static_cast<int>(levels.size()) < all_in) {
    const Chips a = 100 * rng.between(5, 80);
    if (std::find(levels.begin(), levels.end(), a) == levels.end()) levels.push_back(a);
  }
  if (all_in >= 2 && rng.chance(rules.tie_percent)) levels[1] = levels[0];  // the same stack
  const Chips top = *std::max_element(levels.begin(), levels.end()) + 100 * rng.between(1, 30);
  std::vector<char> is_all_in(static_cast<std::size_t>(n), 0);
  for (int i = 0; i < all_in; ++i) is_all_in[static_cast<std::size_t>(i)] = 1;
  for (std::size_t i = is_all_in.size(); i > 1; --i)
    std::swap(
        is_all_in[i - 1],
        is_all_in[static_cast<std::size_t>(rng.between(0, static_cast<std::int64_t>(i) - 1))]);
  std::size_t next = 0;
  for (int s = 0; s < n; ++s) {
    d.names.push_back(std::string(1, static_cast<char>('A' + s)));
    Stake stake;
    if (is_all_in[static_cast<std::size_t>(s)]) {
      stake.committed = levels[next++];
      d.start.push_back(stake.committed);
    } else {
      // A caller puts in the top (one caller: what the biggest all-in needs, the rest comes back).
      stake.committed = top;
      d.start.push_back(top + 100 * rng.between(5, 60));
    }
    d.stakes.push_back(stake);
  }
  const int others = static_cast<int>(rng.between(0, rules.max_others));
  for (int i = 0; i < others; ++i) d.others.push_back(100 * rng.between(10, 150));
  const int paid =
      std::min(static_cast<int>(rng.between(rules.min_paid, rules.max_paid)), n + others);
  const Cents pool = rules.cents ? rng.between(100'000, 999'999) : 100 * 100 * rng.between(5, 60);
  for (int p = 0; p < paid; ++p) {
    const Cents share =
        pool * kShares[static_cast<std::size_t>(paid - 3)][static_cast<std::size_t>(p)] / 100;
    d.prizes.push_back(rules.cents ? share : share / 100 * 100);
  }
  // The hands as ranked at the showdown: a shuffle of the table, best first, no two alike.
  std::vector<int> order;
  for (int s = 0; s < n; ++s) order.push_back(s);
  for (std::size_t i = order.size(); i > 1; --i)
    std::swap(order[i - 1],
              order[static_cast<std::size_t>(rng.between(0, static_cast<std::int64_t>(i) - 1))]);
  Strength strength(static_cast<std::size_t>(n));
  for (std::size_t k = 0; k < order.size(); ++k) {
    d.ranking.push_back({order[k]});
    strength[static_cast<std::size_t>(order[k])] = static_cast<std::int64_t>(order.size() - k);
  }

  auto split = split_pots(d.stakes, 0);
  if (!split) return std::nullopt;
  const AwardResult awards = award_pots(split.value(), strength, n - 1, 1);
  std::vector<Chips> end = d.start;
  for (int s = 0; s < n; ++s)
    end[static_cast<std::size_t>(s)] +=
        returned_to(split.value(), s) - d.stakes[static_cast<std::size_t>(s)].committed;
  for (const Award& a : awards.awards)
    for (std::size_t i = 0; i < a.winners.size(); ++i)
      end[static_cast<std::size_t>(a.winners[i])] += a.amounts[i];
  const auto busted = busted_order(d.start, end);
  int count = 0;
  bool tie = false;
  for (const auto& g : busted) {
    count += static_cast<int>(g.size());
    tie = tie || g.size() > 1;
  }
  if (count < rules.min_busted || count > rules.max_busted || count == n) return std::nullopt;
  // Level 4 is the tie's; elsewhere a tie only when it came.
  if (rules.tie_percent == 100 && !tie) return std::nullopt;
  d.finished = finish_places(busted, remaining(d), d.prizes);
  return d;
}

}  // namespace

int remaining(const PlaceDrill& drill) {
  return static_cast<int>(drill.names.size() + drill.others.size());
}

PlaceDrill place_drill(std::uint64_t seed, int level) {
  level = std::clamp(level, 1, 5);
  DrillRng rng(seed ^ (0x7000ull + static_cast<std::uint64_t>(level)));
  for (int tries = 0; tries < 3000; ++tries)
    if (auto d = attempt(rng, seed, level)) return std::move(*d);
  return {};
}

}  // namespace tapis
