// Issue 32, exercise 6: who must show first? Every level, 1,000 seeds each: the hand replayed here
// (tests/core/hand_replay.hpp) and the order worked out as guide 000 says it, not with
// core/showdown/: a tournament all-in, every hand face up (TDA 2024 Rule 16); pot by pot, the
// players of the highest side pot first (WSOP Live Action Rule 149); in No-Limit cash with the
// betting over before the river, the all-in player first (Rule 149); else the river's last
// aggressor, else the first player left of the button (TDA 2024 Rule 17).
#include <doctest/doctest.h>

#include <set>

#include "core/practice/show_order_drill.hpp"
#include "tests/core/betting_helpers.hpp"
#include "tests/core/guide_pots.hpp"
#include "tests/core/hand_replay.hpp"
#include "tests/core/quick_helpers.hpp"

using namespace bet_test;
using drill_test::Put;
using drill_test::replay_chips;

namespace {

struct Expected {
  bool face_up = false;
  int first = -1;
  std::string rule;
};

Expected by_the_guide(const tapis::ShowOrderDrill& d, const Put& put) {
  const std::size_t n = d.config.names.size();
  Expected e;
  std::vector<int> in;
  bool all_in = false;
  for (std::size_t s = 0; s < n; ++s) {
    if (put.folded[s]) continue;
    in.push_back(static_cast<int>(s));
    all_in = all_in || put.all_in[s];
  }
  if (d.config.tournament && all_in) {
    e.face_up = true;
    e.rule = "TDA-2024-16";
    return e;
  }
  // The players of the last pot (the highest side pot) show first.
  const auto k = drill_test::guide_pots(put.committed, put.folded, put.dead);
  const std::vector<int>& group = k.pots.back().eligible;
  const auto in_group = [&](int s) {
    return std::find(group.begin(), group.end(), s) != group.end();
  };
  const bool all_in_first =
      d.config.betting == tapis::Betting::NoLimit && !put.river_action && all_in;
  // Clockwise from the seat left of the button.
  std::vector<int> clockwise;
  for (std::size_t k2 = 1; k2 <= n; ++k2)
    clockwise.push_back(static_cast<int>((static_cast<std::size_t>(d.config.button) + k2) % n));
  if (all_in_first) {
    for (int s : clockwise)
      if (in_group(s) && put.all_in[static_cast<std::size_t>(s)] && e.first < 0) e.first = s;
  } else if (put.river_aggressor >= 0 && in_group(put.river_aggressor)) {
    e.first = put.river_aggressor;
  }
  if (e.first < 0)
    for (int s : clockwise)
      if (in_group(s) && e.first < 0) e.first = s;
  const bool side_first = k.pots.size() > 1 && all_in && !all_in_first;
  e.rule = all_in_first ? "WSOP-LAR-149" : "TDA-2024-17";
  if (side_first) e.rule += "+WSOP-LAR-149";
  return e;
}

std::string practice_spec(std::uint64_t seed, int level, const std::string& answer = "") {
  return R"({"practice":{"drill":"showdown","seed":)" + std::to_string(seed) + R"(,"level":)" +
         std::to_string(level) + "}" + (answer.empty() ? "" : ",\"answer\":" + answer) + "}";
}

}  // namespace

TEST_CASE("Who shows first: 1,000 showdowns a level against guide 000's order") {
  for (int level = 1; level <= 5; ++level) {
    std::map<std::string, int> rules;
    std::set<int> firsts;
    int tournaments = 0, limit = 0;
    for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
      const auto d = tapis::show_order_drill(seed, level);
      CAPTURE(level);
      CAPTURE(seed);
      REQUIRE_FALSE(d.actions.empty());
      const Put put = replay_chips(d.config, d.actions);
      REQUIRE(put.ok);
      const Expected e = by_the_guide(d, put);
      CHECK(d.order.face_up == e.face_up);
      CHECK(d.order.ruling.rule == e.rule);
      if (!e.face_up) CHECK(d.order.seats.front() == e.first);
      CHECK(d.in.size() >= 2);
      rules[e.rule] += 1;
      firsts.insert(e.face_up ? -1 : e.first);
      tournaments += d.config.tournament;
      limit += d.config.betting == tapis::Betting::Limit;
      bool any_all_in = false;
      for (bool a : put.all_in) any_all_in = any_all_in || a;
      if (level <= 2) CHECK_FALSE(any_all_in);
      // The same seed, the same hand.
      CHECK(tapis::show_order_drill(seed, level).actions.size() == d.actions.size());
    }
    CAPTURE(level);
    // Each level's lessons, seen over its 1,000 hands; who shows first is not always one seat.
    CHECK(firsts.size() >= 3);
    if (level <= 2) CHECK(rules.size() == 1);  // TDA 2024 Rule 17 alone
    if (level == 3) CHECK((rules["WSOP-LAR-149"] > 300 && limit > 150));
    if (level == 4) CHECK((tournaments == 1000 && rules["TDA-2024-16"] > 400));
    if (level == 5)
      CHECK((rules["TDA-2024-17+WSOP-LAR-149"] > 100 && rules["TDA-2024-16"] > 100 &&
             rules["WSOP-LAR-149"] > 100));
  }
}

TEST_CASE("A showdown practice spec: the hand's report is the key, the answer graded") {
  // A tournament all-in: every hand face up (TDA 2024 Rule 16); naming a player is wrong.
  std::uint64_t seed = 1;
  while (!tapis::show_order_drill(seed, 4).order.face_up) ++seed;
  const auto d = tapis::show_order_drill(seed, 4);
  const Json right = run_spec(practice_spec(seed, 4, R"({"first":"all"})"));
  CHECK(flag(right, "ok"));
  CHECK(str(right, "format") == "tournament");
  CHECK(flag(right, "faceUp"));
  CHECK(flag(right, "practice.grade.solved"));
  CHECK(str(right, "practice.grade.fields.0.rule") == "TDA-2024-16");
  CHECK(at(right, "practice.question.players").size() == d.in.size());
  const std::string someone = d.config.names[static_cast<std::size_t>(d.in.front())];
  const Json wrong = run_spec(practice_spec(seed, 4, "{\"first\":\"" + someone + "\"}"));
  CHECK_FALSE(flag(wrong, "practice.grade.solved"));
  CHECK(str(wrong, "practice.grade.fields.0.expected") == "all");

  // A river bet in cash: its bettor shows first (TDA 2024 Rule 17), as the report's showOrder.
  seed = 1;
  while (tapis::show_order_drill(seed, 1).order.ruling.code != "show.last_aggressor") ++seed;
  const auto c = tapis::show_order_drill(seed, 1);
  const std::string first = c.config.names[static_cast<std::size_t>(c.order.seats.front())];
  const Json cash = run_spec(practice_spec(seed, 1, "{\"first\":\"" + first + "\"}"));
  CHECK(flag(cash, "practice.grade.solved"));
  CHECK(str(cash, "showOrder.0") == first);
  CHECK(str(cash, "showRuling.code") == "show.last_aggressor");
  const Json all = run_spec(practice_spec(seed, 1, R"({"first":"all"})"));
  CHECK_FALSE(flag(all, "practice.grade.solved"));
  CHECK(str(all, "practice.grade.fields.0.expected") == first);

  // Not a player of the table: said at the field; nothing chosen: graded wrong.
  const Json typo = run_spec(practice_spec(seed, 1, R"({"first":"Zed"})"));
  CHECK_FALSE(flag(typo, "ok"));
  CHECK(str(typo, "errors.0.field") == "answer.first");
  CHECK(str(typo, "errors.0.code") == "spec.unknown_value");
  CHECK(is_null(typo, "practice.grade"));
  CHECK_FALSE(flag(run_spec(practice_spec(seed, 1, "{}")), "practice.grade.solved"));
}
