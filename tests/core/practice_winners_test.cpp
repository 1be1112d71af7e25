// Issue 32, exercise 5: who wins what. Every level, 1,000 seeds each: each pot's winners and what
// each player collects worked out here, not with core/cards/ or core/pots/: a plain five-card
// ranking over the 21 hands of seven cards (guide 001's order of hands and kickers), guide 002's
// pots (tests/core/guide_pots.hpp), and guide 004's split: in units of the smallest chip, the odd
// ones to the tied players from the first seat left of the button.
#include <doctest/doctest.h>

#include <array>

#include "core/practice/winner_drill.hpp"
#include "tests/core/betting_helpers.hpp"
#include "tests/core/guide_pots.hpp"
#include "tests/core/quick_helpers.hpp"

using namespace bet_test;
using tapis::Card;
using tapis::Chips;

namespace {

// A five-card hand's value: its category (0 high card ... 8 straight flush), then the ranks that
// decide ties, highest first.
std::vector<int> five_card_value(const std::array<Card, 5>& h) {
  std::array<int, 13> count{};
  std::array<int, 4> suits{};
  for (Card c : h) {
    ++count[static_cast<std::size_t>(c.rank())];
    ++suits[static_cast<std::size_t>(c.suit())];
  }
  const bool flush = std::find(suits.begin(), suits.end(), 5) != suits.end();
  int straight = -1;  // its top card; the wheel A-2-3-4-5 is a five-high straight
  for (int top = 12; top >= 3 && straight < 0; --top) {
    bool run = true;
    for (int k = 0; k < 5; ++k) {
      const int r = top - k < 0 ? 12 : top - k;
      run = run && count[static_cast<std::size_t>(top - k == -1 ? 12 : r)] == 1;
    }
    if (run) straight = top;
  }
  // Ranks by how many of each, then by rank: four of a kind's rank first, and so on.
  std::vector<std::pair<int, int>> groups;
  for (int r = 12; r >= 0; --r)
    if (count[static_cast<std::size_t>(r)])
      groups.push_back({count[static_cast<std::size_t>(r)], r});
  std::stable_sort(groups.begin(), groups.end(), [](auto a, auto b) { return a.first > b.first; });
  std::vector<int> v;
  const auto ranks = [&] {
    for (auto [n, r] : groups) v.push_back(r);
  };
  if (straight >= 0 && flush) {
    v = {8, straight};
  } else if (groups[0].first == 4) {
    v = {7};
    ranks();
  } else if (groups[0].first == 3 && groups[1].first == 2) {
    v = {6};
    ranks();
  } else if (flush) {
    v = {5};
    ranks();
  } else if (straight >= 0) {
    v = {4, straight};
  } else if (groups[0].first == 3) {
    v = {3};
    ranks();
  } else if (groups[0].first == 2 && groups[1].first == 2) {
    v = {2};
    ranks();
  } else {
    v = {groups[0].first == 2 ? 1 : 0};
    ranks();
  }
  return v;
}

std::vector<int> best_of_seven(const std::vector<Card>& hole, const std::vector<Card>& board) {
  std::vector<Card> all = board;
  all.insert(all.end(), hole.begin(), hole.end());
  std::vector<int> best;
  for (std::size_t a = 0; a < 7; ++a)
    for (std::size_t b = a + 1; b < 7; ++b) {
      std::array<Card, 5> h;
      std::size_t k = 0;
      for (std::size_t i = 0; i < 7; ++i)
        if (i != a && i != b) h[k++] = all[i];
      best = std::max(best, five_card_value(h));
    }
  return best;
}

struct Key {
  std::vector<std::vector<int>> winners;  // by pot, in odd-chip order
  std::vector<Chips> collects;
};

Key by_the_guides(const tapis::WinnerDrill& d) {
  const std::size_t n = d.names.size();
  std::vector<Chips> stakes;
  std::vector<bool> folded;
  for (const auto& s : d.stakes) {
    stakes.push_back(s.committed);
    folded.push_back(s.folded);
  }
  const auto pots = drill_test::guide_pots(stakes, folded, 0);
  std::vector<std::vector<int>> value(n);
  for (std::size_t s = 0; s < n; ++s)
    if (d.hole[s]) value[s] = best_of_seven(*d.hole[s], d.board);
  Key k;
  k.collects.assign(n, 0);
  for (const auto& pot : pots.pots) {
    std::vector<int> best;
    for (int s : pot.eligible) best = std::max(best, value[static_cast<std::size_t>(s)]);
    std::vector<int> won;  // clockwise from the seat left of the button
    for (std::size_t i = 1; i <= n; ++i) {
      const int s = static_cast<int>((static_cast<std::size_t>(d.button) + i) % n);
      if (std::find(pot.eligible.begin(), pot.eligible.end(), s) != pot.eligible.end() &&
          value[static_cast<std::size_t>(s)] == best)
        won.push_back(s);
    }
    const Chips units = pot.amount / d.unit;
    const auto w = static_cast<Chips>(won.size());
    for (std::size_t i = 0; i < won.size(); ++i)
      k.collects[static_cast<std::size_t>(won[i])] +=
          d.unit * (units / w + (static_cast<Chips>(i) < units % w ? 1 : 0));
    k.winners.push_back(won);
  }
  return k;
}

std::string practice_spec(std::uint64_t seed, int level, const std::string& answer = "") {
  return R"({"practice":{"drill":"winners","seed":)" + std::to_string(seed) + R"(,"level":)" +
         std::to_string(level) + "}" + (answer.empty() ? "" : ",\"answer\":" + answer) + "}";
}

std::string answer_json(const tapis::WinnerDrill& d, const Key& k) {
  std::string pots, collects;
  for (const auto& won : k.winners) {
    std::string who;
    for (int s : won)
      who += (who.empty() ? "\"" : ",\"") + d.names[static_cast<std::size_t>(s)] + "\"";
    pots += (pots.empty() ? "" : ",") + std::string("{\"winners\":[") + who + "]}";
  }
  for (std::size_t s = 0; s < d.names.size(); ++s)
    if (k.collects[s])
      collects +=
          (collects.empty() ? "\"" : ",\"") + d.names[s] + "\":" + std::to_string(k.collects[s]);
  return "{\"pots\":[" + pots + "],\"collects\":{" + collects + "}}";
}

}  // namespace

TEST_CASE("Who wins what: 1,000 tables a level against the guides' ranking and split") {
  for (int level = 1; level <= 5; ++level) {
    int splits = 0, odd = 0, side_pots = 0, folds = 0, different = 0;
    for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
      const auto d = tapis::winner_drill(seed, level);
      CAPTURE(level);
      CAPTURE(seed);
      REQUIRE_FALSE(d.names.empty());
      const Key k = by_the_guides(d);
      REQUIRE(k.winners.size() == d.split.pots.size());
      for (std::size_t i = 0; i < k.winners.size(); ++i)
        CHECK(tapis::winners_of(d, static_cast<int>(i)) == k.winners[i]);
      CHECK(tapis::collected(d) == k.collects);
      const std::size_t players_min[] = {2, 3, 3, 4, 5}, players_max[] = {2, 3, 4, 5, 6};
      const auto li = static_cast<std::size_t>(level - 1);
      CHECK(d.names.size() >= players_min[li]);
      CHECK(d.names.size() <= players_max[li]);
      bool split = false, odd_chip = false;
      for (const auto& won : k.winners) split = split || won.size() > 1;
      for (const auto& a : d.awards.awards)
        odd_chip = odd_chip || (a.amounts.size() > 1 && a.amounts.front() != a.amounts.back());
      splits += split;
      odd += odd_chip;
      side_pots += d.split.pots.size() > 1;
      folds += std::any_of(d.stakes.begin(), d.stakes.end(), [](auto s) { return s.folded; });
      different += k.winners.size() > 1 && k.winners.front() != k.winners.back();
      if (level == 3) CHECK(split);
      if (level == 1) CHECK(d.split.pots.size() == 1);
      if (level == 2) CHECK(d.split.pots.size() == 2);
      if (level <= 3) CHECK(d.unit == 1);
    }
    CAPTURE(level);
    // Each level's lessons over its 1,000 tables.
    if (level == 2) CHECK(different > 200);  // the short stack wins the main pot only
    if (level >= 4) {
      CHECK(side_pots > 900);
      CHECK(folds > 200);
      CHECK(splits > 250);
    }
    if (level == 4) CHECK(odd > 250);
  }
}

TEST_CASE("A winners practice spec: the table's report is the key, the answer graded") {
  // Level 4 with an odd chip: the first tied player left of the button takes it (guide 004).
  std::uint64_t seed = 1;
  const auto has_odd = [](const tapis::WinnerDrill& d) {
    for (const auto& a : d.awards.awards)
      if (a.amounts.size() > 1 && a.amounts.front() != a.amounts.back()) return true;
    return false;
  };
  while (!has_odd(tapis::winner_drill(seed, 4))) ++seed;
  const auto d = tapis::winner_drill(seed, 4);
  const Key k = by_the_guides(d);
  const Json right = run_spec(practice_spec(seed, 4, answer_json(d, k)));
  CHECK(flag(right, "ok"));
  CHECK(flag(right, "practice.grade.solved"));
  CHECK(num(right, "smallestChip") == 25);
  for (std::size_t s = 0; s < d.names.size(); ++s)
    CHECK(num(right, "payouts." + d.names[s]) == k.collects[s]);

  // The odd chip given to the other tied player: those two lines are wrong, with the rule.
  Key swapped = k;
  for (const auto& a : d.awards.awards)
    if (a.amounts.size() > 1 && a.amounts.front() != a.amounts.back()) {
      swapped.collects[static_cast<std::size_t>(a.winners.front())] -= d.unit;
      swapped.collects[static_cast<std::size_t>(a.winners.back())] += d.unit;
      break;
    }
  const Json wrong = run_spec(practice_spec(seed, 4, answer_json(d, swapped)));
  CHECK_FALSE(flag(wrong, "practice.grade.solved"));
  int wrong_lines = 0;
  for (const auto& f : at(wrong, "practice.grade.fields").items()) {
    if (f.find("right")->as_bool()) continue;
    ++wrong_lines;
    CHECK(f.find("field")->as_string() == "answer.collects");
    CHECK(f.find("rule")->as_string() == "guide-004-odd-chip");
  }
  CHECK(wrong_lines == 2);

  // A pot's winners left out; a name not at the table; an amount below the smallest chip.
  const Json none = run_spec(practice_spec(seed, 4, R"({"pots":[]})"));
  CHECK_FALSE(flag(none, "practice.grade.solved"));
  CHECK(str(none, "practice.grade.fields.0.field") == "answer.pots[0].winners");
  CHECK_FALSE(flag(none, "practice.grade.fields.0.right"));
  const Json typo =
      run_spec(practice_spec(seed, 4, R"({"pots":[{"winners":["Zed"]}],"collects":{"A":1.5}})"));
  CHECK_FALSE(flag(typo, "ok"));
  CHECK(is_null(typo, "practice.grade"));
  CHECK(str(typo, "errors.0.field") == "answer.pots[0].winners[0]");
  CHECK(str(typo, "errors.1.field") == "answer.collects");
}
