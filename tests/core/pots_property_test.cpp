// Properties that hold for any table: chips conserved, pots consistent (pseudo-random stakes,
// fixed seed so a failure is reproducible).
#include <doctest/doctest.h>

#include <random>

#include "core/pots/awards.hpp"
#include "core/pots/invariants.hpp"
#include "core/pots/pots.hpp"

using namespace tapis;

TEST_CASE("any stakes: pots + returns = committed, awards hand out every pot to eligible players") {
  std::mt19937_64 rng(20261129);
  int checked = 0;
  for (int round = 0; round < 5000; ++round) {
    int n = 2 + static_cast<int>(rng() % 8);
    std::vector<Stake> stakes(static_cast<std::size_t>(n));
    for (auto& s : stakes) {
      s.committed = static_cast<Chips>(rng() % 6) * 25 + static_cast<Chips>(rng() % 3);
      s.folded = rng() % 4 == 0;
    }
    Chips dead = static_cast<Chips>(rng() % 50);
    auto split = split_pots(stakes, dead);
    if (!split) {
      CHECK(split.error().code == "pots.everyone_folded");
      continue;
    }
    auto broken = check_pot_split(stakes, dead, split.value());
    CHECK_MESSAGE(!broken, *broken);
    Strength strength(stakes.size());
    for (std::size_t i = 0; i < stakes.size(); ++i)
      if (!stakes[i].folded) strength[i] = static_cast<std::int64_t>(rng() % 3);
    int button = static_cast<int>(rng() % static_cast<unsigned>(n));
    auto awards = award_pots(split.value(), strength, button, 1 + static_cast<Chips>(rng() % 2));
    CHECK(awards.undecided_pots.empty());
    auto bad = check_awards(split.value(), awards);
    CHECK_MESSAGE(!bad, *bad);
    Chips paid = 0;
    for (const auto& a : awards.awards)
      for (Chips c : a.amounts) paid += c;
    for (const auto& r : split.value().returns) paid += r.amount;
    Chips committed = dead;  // counted here, not taken from split_pots
    for (const auto& s : stakes) committed += s.committed;
    CHECK(paid == committed);
    ++checked;
  }
  CHECK(checked > 3000);
}
