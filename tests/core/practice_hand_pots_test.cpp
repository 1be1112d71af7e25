// Issue 32, exercise 2: side pots from a hand played out. Every level, 1,000 seeds each: what each
// player put in, replayed here from the hand's actions (not core/betting/), then guide 002's pots
// (tests/core/guide_pots.hpp) against the drill's key and the hand's own report.
#include <doctest/doctest.h>

#include "core/practice/hand_pot_drill.hpp"
#include "tests/core/betting_helpers.hpp"
#include "tests/core/guide_pots.hpp"
#include "tests/core/hand_replay.hpp"
#include "tests/core/quick_helpers.hpp"

using namespace bet_test;
using drill_test::answer_of;
using drill_test::Key;
using drill_test::Put;
using drill_test::replay_chips;
using tapis::ActionType;
using tapis::Chips;

namespace {

std::string practice_spec(std::uint64_t seed, int level, const std::string& answer = "") {
  return R"({"practice":{"drill":"handpots","seed":)" + std::to_string(seed) + R"(,"level":)" +
         std::to_string(level) + "}" + (answer.empty() ? "" : ",\"answer\":" + answer) + "}";
}

// The answer as a player types it: names, not seats.
std::string answer_json(const Key& k, const std::vector<std::string>& names) {
  std::string pots, returned;
  for (const auto& p : k.pots) {
    std::string who;
    for (int s : p.eligible)
      who += (who.empty() ? "\"" : ",\"") + names[static_cast<std::size_t>(s)] + "\"";
    pots += (pots.empty() ? "" : ",") + std::string("{\"amount\":") + std::to_string(p.amount) +
            ",\"eligible\":[" + who + "]}";
  }
  for (const auto& [seat, chips] : k.returned)
    returned += (returned.empty() ? "\"" : ",\"") + names[static_cast<std::size_t>(seat)] +
                "\":" + std::to_string(chips);
  return "{\"pots\":[" + pots + "],\"returned\":{" + returned + "}}";
}

}  // namespace

TEST_CASE(
    "Side pots from a hand played out: 1,000 hands a level, guide 002 on the replayed chips") {
  for (int level = 1; level <= tapis::kDrillLevels; ++level) {
    int returns = 0, folds = 0, three_pots = 0;
    for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
      const auto d = tapis::hand_pot_drill(seed, level);
      CAPTURE(level);
      CAPTURE(seed);
      REQUIRE_FALSE(d.actions.empty());
      const std::size_t n = d.config.names.size();
      const std::size_t players_min[] = {3, 4, 4, 5, 6}, players_max[] = {3, 4, 6, 8, 9};
      const auto li = static_cast<std::size_t>(level - 1);
      CHECK(n >= players_min[li]);
      CHECK(n <= players_max[li]);
      CHECK(d.actions.size() <= 40);
      const Put put = replay_chips(d.config, d.actions);
      REQUIRE(put.ok);
      const Key k = drill_test::guide_pots(put.committed, put.folded, put.dead);
      REQUIRE(d.solution.pots.size() == k.pots.size());
      for (std::size_t i = 0; i < k.pots.size(); ++i) {
        CHECK(d.solution.pots[i].amount == k.pots[i].amount);
        CHECK(d.solution.pots[i].eligible == k.pots[i].eligible);
      }
      for (std::size_t s = 0; s < n; ++s) {
        const auto seat = static_cast<int>(s);
        CHECK(tapis::returned_to(d.solution, seat) ==
              (k.returned.count(seat) ? k.returned.at(seat) : 0));
      }
      CHECK(tapis::grade(d, answer_of(k, n)).solved);
      // Each level's promise, hand by hand.
      CHECK(k.pots.size() >= (level >= 4 ? 3u : 2u));
      if (level == 1) CHECK(k.pots.size() == 2);
      int all_in = 0, folded_in = 0;
      for (std::size_t s = 0; s < n; ++s) {
        all_in += put.all_in[s];
        folded_in += put.folded[s] && put.committed[s] > 0;
      }
      CHECK(all_in >= (level == 1 || level == 3 ? 1 : 2));
      if (level <= 2) CHECK(folded_in == 0);
      CHECK((level == 4) == (d.config.ante > 0));
      CHECK((level == 5) == (put.dead > 0));
      returns += !k.returned.empty();
      folds += folded_in > 0;
      three_pots += k.pots.size() >= 3;
      // The same seed, the same hand.
      CHECK(tapis::hand_pot_drill(seed, level).actions.size() == d.actions.size());
    }
    // Over a level's 1,000 hands: shoves nobody covers come back; folds with chips in from level 3.
    CHECK(returns > 100);
    if (level >= 3) CHECK(folds > 100);
    if (level == 2 || level == 3) CHECK(three_pots > 50);
  }
}

TEST_CASE("A hand-pots practice spec: the hand's report is the key, the answer graded") {
  const auto d = tapis::hand_pot_drill(11, 4);
  const Put put = replay_chips(d.config, d.actions);
  const Key k = drill_test::guide_pots(put.committed, put.folded, put.dead);
  const Json right = run_spec(practice_spec(11, 4, answer_json(k, d.config.names)));
  CHECK(flag(right, "ok"));
  CHECK(flag(right, "over"));
  CHECK(flag(right, "practice.grade.solved"));
  CHECK(str(right, "practice.drill") == "handpots");
  CHECK(num(right, "practice.spec.ante") == d.config.ante);
  CHECK(at(right, "practice.spec.actions").size() == d.actions.size());
  // The hand's report shows the same pots: its table is the worked solution.
  REQUIRE(at(right, "pots").size() == k.pots.size());
  for (std::size_t i = 0; i < k.pots.size(); ++i)
    CHECK(num(right, "pots." + std::to_string(i) + ".amount") == k.pots[i].amount);

  // The main pot miscounted by the antes: that field only is wrong, with the right amount.
  Key off = k;
  off.pots[0].amount -= d.config.ante * static_cast<Chips>(d.config.names.size());
  const Json wrong = run_spec(practice_spec(11, 4, answer_json(off, d.config.names)));
  CHECK_FALSE(flag(wrong, "practice.grade.solved"));
  for (const auto& f : at(wrong, "practice.grade.fields").items())
    CHECK_MESSAGE(
        f.find("right")->as_bool() == (f.find("field")->as_string() != "answer.pots[0].amount"),
        f.dump());
  CHECK(num(wrong, "practice.grade.fields.1.expected") == k.pots[0].amount);
  CHECK(str(wrong, "practice.grade.fields.1.rule") == "guide-002-side-pots");

  // A name not at the table is said at its field; the hand and its report stay.
  const Json typo =
      run_spec(practice_spec(11, 4, R"({"pots":[{"amount":100,"eligible":["Zed"]}]})"));
  CHECK_FALSE(flag(typo, "ok"));
  CHECK(is_null(typo, "practice.grade"));
  CHECK(str(typo, "errors.0.field") == "answer.pots[0].eligible[0]");
  CHECK(str(typo, "errors.0.code") == "spec.unknown_value");
  CHECK(at(typo, "pots").size() == k.pots.size());
}
