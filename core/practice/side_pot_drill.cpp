#include "core/practice/side_pot_drill.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "core/base/field_path.hpp"
#include "core/practice/drill_rng.hpp"

namespace tapis {

namespace {

struct LevelRules {
  int min_players, max_players;
  int min_all_in, max_all_in;  // distinct all-in amounts below the top
  int max_folded;
  Chips unit;  // every amount is a multiple of it
  bool excess, dead_money;
};

constexpr std::array<LevelRules, kDrillLevels> kLevels{{
    {3, 3, 1, 1, 0, 100, false, false},
    {4, 4, 2, 2, 0, 50, true, false},
    {4, 6, 1, 3, 1, 25, true, false},
    {5, 8, 2, 4, 2, 5, true, true},
    {6, 9, 2, 5, 2, 1, true, true},
}};

enum class Role { AllIn, Folded, Caller };

}  // namespace

SidePotDrill side_pot_drill(std::uint64_t seed, int level) {
  SidePotDrill d;
  d.seed = seed;
  d.level = std::clamp(level, 1, kDrillLevels);
  const LevelRules& rules = kLevels[static_cast<std::size_t>(d.level - 1)];
  d.decimals = d.level == kDrillLevels ? 2 : 0;
  DrillRng rng(seed * 31 + static_cast<std::uint64_t>(d.level));
  // Level 5 counts cents: all-ins from 1.00 to 1,000.00, the top up to about 1,500.00.
  const Chips span = d.level == kDrillLevels ? 99'900 : 40;
  const Chips low = d.level == kDrillLevels ? 100 : 2;
  const auto amount = [&](Chips lo, Chips hi) { return rules.unit * rng.between(lo, hi); };

  const int players = static_cast<int>(rng.between(rules.min_players, rules.max_players));
  // At least two callers contest the top and the level's all-ins are below it: the folded
  // players are the seats left.
  const int folded =
      static_cast<int>(rng.between(0, std::min(rules.max_folded, players - rules.min_all_in - 2)));
  const int all_in = static_cast<int>(std::min<std::int64_t>(
      rng.between(rules.min_all_in, rules.max_all_in), players - folded - 2));

  // Distinct all-in amounts, and the top everyone else called, above them all.
  std::vector<Chips> levels;
  while (static_cast<int>(levels.size()) < all_in) {
    const Chips a = amount(low, low + span);
    if (std::find(levels.begin(), levels.end(), a) == levels.end()) levels.push_back(a);
  }
  const Chips highest = levels.empty() ? 0 : *std::max_element(levels.begin(), levels.end());
  const Chips top = highest + amount(1, span / 2 + 1);

  std::vector<Role> roles;
  for (int i = 0; i < all_in; ++i) roles.push_back(Role::AllIn);
  for (int i = 0; i < folded; ++i) roles.push_back(Role::Folded);
  while (static_cast<int>(roles.size()) < players) roles.push_back(Role::Caller);
  // Seats in a random order (Fisher-Yates).
  for (std::size_t i = roles.size(); i > 1; --i)
    std::swap(roles[i - 1],
              roles[static_cast<std::size_t>(rng.between(0, static_cast<std::int64_t>(i) - 1))]);

  std::size_t next_all_in = 0;
  bool excess_given = false;
  const bool excess = rules.excess && rng.chance(40);
  for (std::size_t s = 0; s < roles.size(); ++s) {
    d.names.push_back(std::string(1, static_cast<char>('A' + s)));
    Stake stake;
    switch (roles[s]) {
      case Role::AllIn:
        stake.committed = levels[next_all_in++];
        break;
      case Role::Folded:  // chips in, then a fold: dead chips in the pots they reach
        stake.committed = amount(1, top / rules.unit - 1);
        stake.folded = true;
        break;
      case Role::Caller:
        stake.committed = top;
        // One caller bet more than anyone could call: the excess comes back (guide 002).
        if (excess && !excess_given) {
          stake.committed += amount(1, span / 4 + 1);
          excess_given = true;
        }
        break;
    }
    d.stakes.push_back(stake);
  }
  // Antes: one to three units a player (whole euros in cents at level 5).
  if (rules.dead_money) d.dead_money = amount(1, 3) * players * (d.decimals ? 100 : 1);
  // The answer key: the same method the calculator uses (it cannot fail on these stakes).
  if (auto split = split_pots(d.stakes, d.dead_money)) d.solution = std::move(split).value();
  return d;
}

DrillGrade grade(const SidePotDrill& drill, const SidePotAnswer& answer) {
  return grade_pots(drill.solution, drill.stakes.size(), answer);
}

DrillGrade grade_pots(const PotSplit& key, std::size_t seats, const SidePotAnswer& answer) {
  DrillGrade g;
  const auto& pots = key.pots;
  const auto mark = [&](std::string field, bool right) {
    g.fields.push_back({std::move(field), right});
  };
  mark("pots", answer.pots.size() == pots.size());
  for (std::size_t i = 0; i < std::max(pots.size(), answer.pots.size()); ++i) {
    const std::string at = index_path("pots", i);
    const DrillPotAnswer* given = i < answer.pots.size() ? &answer.pots[i] : nullptr;
    const Pot* key = i < pots.size() ? &pots[i] : nullptr;
    mark(field_path(at, "amount"), given && key && given->amount == key->amount);
    g.fields.back().pot = static_cast<int>(i);
    bool same = false;
    if (given && key) {
      std::vector<int> a = given->eligible, b = key->eligible;
      std::sort(a.begin(), a.end());
      a.erase(std::unique(a.begin(), a.end()), a.end());
      std::sort(b.begin(), b.end());
      same = a == b;
    }
    mark(field_path(at, "eligible"), same);
    g.fields.back().pot = static_cast<int>(i);
  }
  for (std::size_t s = 0; s < seats; ++s) {
    const Chips given = s < answer.returned.size() ? answer.returned[s] : 0;
    mark(index_path("returned", s), given == returned_to(key, static_cast<int>(s)));
    g.fields.back().seat = static_cast<int>(s);
    // Guide 002: what no one could call goes back to whoever bet it.
    g.fields.back().rule = "guide-002-uncalled";
  }
  g.solved =
      std::all_of(g.fields.begin(), g.fields.end(), [](const FieldMark& f) { return f.right; });
  return g;
}

}  // namespace tapis
