// Issue 32, exercise 1: side pots from stacks. Every level, 1,000 seeds each: the drill's answer
// key against an independent computation written here from guide 002's method (not core/pots/), and
// answers right and wrong graded field by field.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>

#include "core/practice/side_pot_drill.hpp"
#include "tests/core/betting_helpers.hpp"
#include "tests/core/guide_pots.hpp"
#include "tests/core/quick_helpers.hpp"

using namespace bet_test;
using drill_test::answer_of;
using drill_test::guide_pots;
using drill_test::Key;
using tapis::Chips;

namespace {

// Guide 002's method, written in the test (tests/core/guide_pots.hpp).
Key by_the_guide(const tapis::SidePotDrill& d) {
  std::vector<Chips> stakes;
  std::vector<bool> folded;
  for (const auto& s : d.stakes) {
    stakes.push_back(s.committed);
    folded.push_back(s.folded);
  }
  return guide_pots(stakes, folded, d.dead_money);
}

bool right(const tapis::DrillGrade& g, const std::string& field) {
  for (const auto& f : g.fields)
    if (f.field == field) return f.right;
  FAIL("no field " << field);
  return false;
}

}  // namespace

TEST_CASE("Side-pot drills: 1,000 seeds a level, the key is guide 002's method, right is right") {
  for (int level = 1; level <= tapis::kDrillLevels; ++level) {
    int side_pots = 0, returns = 0, folds = 0, antes = 0;
    for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
      const auto d = tapis::side_pot_drill(seed, level);
      CAPTURE(level);
      CAPTURE(seed);
      REQUIRE(d.names.size() == d.stakes.size());
      // Each table keeps its level's promise (side_pot_drill.hpp).
      const std::size_t players_min[] = {3, 4, 4, 5, 6}, players_max[] = {3, 4, 6, 8, 9};
      const std::size_t all_in_min[] = {1, 2, 1, 2, 2};
      const Chips unit[] = {100, 50, 25, 5, 1};
      const auto li = static_cast<std::size_t>(level - 1);
      CHECK(d.stakes.size() >= players_min[li]);
      CHECK(d.stakes.size() <= players_max[li]);
      std::set<Chips> in_levels;
      for (const auto& s : d.stakes) {
        CHECK(s.committed > 0);
        CHECK(s.committed % unit[li] == 0);
        if (!s.folded) in_levels.insert(s.committed);
      }
      // The all-ins: the levels of the players still in below the top two callers' level.
      CHECK(in_levels.size() >= all_in_min[li] + 1);
      const Key k = by_the_guide(d);
      REQUIRE(d.solution.pots.size() == k.pots.size());
      CHECK(d.solution.pots.size() >= 2);  // a side pot every time: that is the drill
      for (std::size_t i = 0; i < k.pots.size(); ++i) {
        CHECK(d.solution.pots[i].amount == k.pots[i].amount);
        CHECK(d.solution.pots[i].eligible == k.pots[i].eligible);
      }
      for (std::size_t s = 0; s < d.stakes.size(); ++s) {
        const Chips back =
            k.returned.count(static_cast<int>(s)) ? k.returned.at(static_cast<int>(s)) : 0;
        CHECK(tapis::returned_to(d.solution, static_cast<int>(s)) == back);
      }
      const auto g = tapis::grade(d, answer_of(k, d.stakes.size()));
      CHECK(g.solved);
      // The same seed, the same table.
      const auto again = tapis::side_pot_drill(seed, level);
      CHECK(again.names == d.names);
      CHECK(again.dead_money == d.dead_money);
      for (std::size_t s = 0; s < d.stakes.size(); ++s)
        CHECK(again.stakes[s].committed == d.stakes[s].committed);
      side_pots += d.solution.pots.size() > 2;
      returns += !k.returned.empty();
      folds +=
          std::any_of(d.stakes.begin(), d.stakes.end(), [](const auto& s) { return s.folded; });
      antes += d.dead_money > 0;
    }
    // What each level promises, seen over its 1,000 tables.
    CHECK((level == 1) == (side_pots == 0));
    CHECK((level == 1) == (returns == 0));
    CHECK((level <= 2) == (folds == 0));
    CHECK((level <= 3) == (antes == 0));
    if (level == tapis::kDrillLevels) CHECK(tapis::side_pot_drill(7, level).decimals == 2);
  }
}

// The first seed of a level whose table has a folded player and an uncalled excess.
std::uint64_t seed_with_fold_and_excess(int level) {
  for (std::uint64_t seed = 1; seed < 1000; ++seed) {
    const auto d = tapis::side_pot_drill(seed, level);
    const bool fold =
        std::any_of(d.stakes.begin(), d.stakes.end(), [](const auto& s) { return s.folded; });
    if (fold && !d.solution.returns.empty()) return seed;
  }
  FAIL("no seed with a fold and an excess");
  return 0;
}

TEST_CASE("Side-pot drills: each mistake is marked at its own field, the rest stays right") {
  const auto d = tapis::side_pot_drill(seed_with_fold_and_excess(4), 4);
  const Key k = by_the_guide(d);
  const auto good = answer_of(k, d.stakes.size());

  auto amount_off = good;
  *amount_off.pots[1].amount += 5;  // a chip miscounted in the first side pot
  auto g = tapis::grade(d, amount_off);
  CHECK_FALSE(g.solved);
  CHECK_FALSE(right(g, "pots[1].amount"));
  CHECK(right(g, "pots[1].eligible"));
  CHECK(right(g, "pots[0].amount"));

  auto folded_in = good;  // a folded player counted as eligible: the commonest home-game mistake
  const auto folder =
      std::find_if(d.stakes.begin(), d.stakes.end(), [](const auto& s) { return s.folded; });
  REQUIRE(folder != d.stakes.end());
  folded_in.pots[0].eligible.push_back(static_cast<int>(folder - d.stakes.begin()));
  g = tapis::grade(d, folded_in);
  CHECK_FALSE(right(g, "pots[0].eligible"));
  CHECK(right(g, "pots[0].amount"));

  auto short_list = good;  // the last side pot forgotten
  short_list.pots.pop_back();
  g = tapis::grade(d, short_list);
  CHECK_FALSE(right(g, "pots"));
  CHECK_FALSE(right(g, "pots[" + std::to_string(k.pots.size() - 1) + "].amount"));
  CHECK(right(g, "pots[0].amount"));

  auto unfilled = good;
  unfilled.pots[0].amount.reset();
  CHECK_FALSE(right(tapis::grade(d, unfilled), "pots[0].amount"));

  auto no_return = good;  // the excess kept in a pot instead of going back
  for (auto& r : no_return.returned) r = 0;
  g = tapis::grade(d, no_return);
  REQUIRE(k.returned.size() == 1);
  for (const auto& [seat, chips] : k.returned)
    CHECK_FALSE(right(g, "returned[" + std::to_string(seat) + "]"));
  CHECK_FALSE(g.solved);
}

TEST_CASE(
    "A practice spec: the table and its report, the answer graded, mistakes at their fields") {
  const std::uint64_t seed = seed_with_fold_and_excess(4);
  const auto d = tapis::side_pot_drill(seed, 4);
  const Key k = by_the_guide(d);
  // The answer the player would type: names, not seats.
  std::string pots;
  for (const auto& p : k.pots) {
    std::string names;
    for (int s : p.eligible)
      names += (names.empty() ? "\"" : ",\"") + d.names[static_cast<std::size_t>(s)] + "\"";
    pots += (pots.empty() ? "" : ",") + std::string("{\"amount\":") + std::to_string(p.amount) +
            ",\"eligible\":[" + names + "]}";
  }
  std::string returned;
  for (const auto& [seat, chips] : k.returned)
    returned += (returned.empty() ? "\"" : ",\"") + d.names[static_cast<std::size_t>(seat)] +
                "\":" + std::to_string(chips);
  const std::string practice = R"({"practice":{"drill":"sidepots","seed":)" + std::to_string(seed) +
                               R"(,"level":4},"answer":)";
  const Json right =
      run_spec(practice + "{\"pots\":[" + pots + "],\"returned\":{" + returned + "}}}");
  CHECK(flag(right, "ok"));
  CHECK(flag(right, "practice.grade.solved"));
  CHECK(num(right, "practice.seed") == static_cast<std::int64_t>(seed));
  // The report is the table's: its pots are the key, with the guide's Calculation column.
  REQUIRE(at(right, "pots").size() == k.pots.size());
  for (std::size_t i = 0; i < k.pots.size(); ++i)
    CHECK(num(right, "pots." + std::to_string(i) + ".amount") == k.pots[i].amount);
  CHECK(num(right, "deadMoney") == d.dead_money);
  CHECK(at(right, "practice.spec.players").size() == d.names.size());

  // Nothing returned where something is: only that seat's field is wrong.
  REQUIRE(k.returned.size() == 1);
  const std::string owner = d.names[static_cast<std::size_t>(k.returned.begin()->first)];
  const Json kept = run_spec(practice + "{\"pots\":[" + pots + "]}}");
  CHECK_FALSE(flag(kept, "practice.grade.solved"));
  int returns = 0;
  for (const auto& f : at(kept, "practice.grade.fields").items()) {
    const bool is_return = f.find("field")->as_string() == "answer.returned";
    returns += is_return;
    const bool expected = !is_return || f.find("player")->as_string() != owner;
    CHECK_MESSAGE(f.find("right")->as_bool() == expected, f.dump());
  }
  CHECK(returns == static_cast<int>(d.names.size()));  // every seat's line is marked
  CHECK(str(kept, "practice.grade.fields.1.field") == "answer.pots[0].amount");
  // Each mark says its rule and the right value, from the key computed in this test.
  CHECK(str(kept, "practice.grade.fields.0.rule") == "guide-002-side-pots");
  CHECK(num(kept, "practice.grade.fields.0.expected") == static_cast<std::int64_t>(k.pots.size()));
  CHECK(num(kept, "practice.grade.fields.1.expected") == k.pots[0].amount);
  const Json& main_eligible = at(kept, "practice.grade.fields.2.expected");
  REQUIRE(main_eligible.size() == k.pots[0].eligible.size());
  for (std::size_t i = 0; i < k.pots[0].eligible.size(); ++i)
    CHECK(main_eligible.items()[i].as_string() ==
          d.names[static_cast<std::size_t>(k.pots[0].eligible[i])]);
  for (const auto& f : at(kept, "practice.grade.fields").items()) {
    if (f.find("field")->as_string() != "answer.returned") continue;
    CHECK(f.find("rule")->as_string() == "guide-002-uncalled");
    const bool owns = f.find("player")->as_string() == owner;
    CHECK(f.find("expected")->as_integer() == (owns ? k.returned.begin()->second : 0));
  }
  // A pot past the last one has no right value.
  const Json extra = run_spec(practice + "{\"pots\":[" + pots + ",{\"amount\":5}]}}");
  const auto& marks = at(extra, "practice.grade.fields").items();
  CHECK(marks[1 + 2 * k.pots.size()].find("field")->as_string() ==
        "answer.pots[" + std::to_string(k.pots.size()) + "].amount");
  CHECK(marks[1 + 2 * k.pots.size()].find("expected")->is_null());

  // Without an answer: the table, no grade.
  CHECK(is_null(run_spec(R"({"practice":{"seed":42,"level":4}})"), "practice.grade"));

  // Typing mistakes are said at their field; the table and its report stay.
  const Json typo = run_spec(
      R"({"practice":{"seed":42,"level":5},"answer":{"pots":[{"amount":1.234,"eligible":["A","Zed"]}]}})");
  CHECK_FALSE(flag(typo, "ok"));
  CHECK(is_null(typo, "practice.grade"));
  CHECK(at(typo, "pots").size() >= 2);
  CHECK(str(typo, "errors.0.field") == "answer.pots[0].amount");
  CHECK(str(typo, "errors.0.code") == "amount.fraction");
  CHECK(str(typo, "errors.1.field") == "answer.pots[0].eligible[1]");
  CHECK(str(typo, "errors.1.code") == "spec.unknown_value");
  CHECK(num(typo, "decimals") == 2);

  const Json level = run_spec(R"({"practice":{"drill":"bingo","level":9}})");
  CHECK_FALSE(flag(level, "ok"));
  CHECK(str(level, "errors.0.field") == "practice.drill");
  CHECK(str(level, "errors.1.field") == "practice.level");
  CHECK(str(level, "errors.1.code") == "spec.range");
}
