// Issue 32, exercise 3: the minimum raise and the Pot-Limit maximum. Every level, 1,000 seeds
// each: the drill's answer key against a replay of its actions written here from guide 003 (the
// minimum raise is the bet plus the last full raise; "pot!" is the bet plus the pot once called)
// and WSOP Live Action Rule 176 (after a short all-in, the last full raise still counts), not
// core/betting/; then answers right and wrong graded, with the engine's reason.
#include <doctest/doctest.h>

#include <vector>

#include "core/betting/deal_state.hpp"
#include "core/practice/raise_drill.hpp"
#include "tests/core/betting_helpers.hpp"
#include "tests/core/drill_replay.hpp"
#include "tests/core/quick_helpers.hpp"

using namespace bet_test;
using tapis::ActionType;
using tapis::Chips;
using tapis::RaiseAsk;

namespace {

using drill_test::Replay;

Replay replay(const tapis::RaiseDrill& d) {
  return drill_test::replay(d.config, d.actions, d.seat);
}

std::string practice_spec(std::uint64_t seed, int level, const std::string& answer = "") {
  return R"({"practice":{"drill":"raises","seed":)" + std::to_string(seed) + R"(,"level":)" +
         std::to_string(level) + "}" + (answer.empty() ? "" : ",\"answer\":" + answer) + "}";
}

}  // namespace

TEST_CASE("Guide 003's minimum raise and Pot-Limit maximum: 1,000 raise drills at every level") {
  for (int level = 1; level <= 5; ++level) {
    int shorts = 0, maxes = 0, mins = 0;
    for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
      const auto d = tapis::raise_drill(seed, level);
      CAPTURE(level);
      CAPTURE(seed);
      REQUIRE(d.seat >= 0);
      const Replay r = replay(d);
      REQUIRE(r.ok);
      CHECK(d.key == (d.ask == RaiseAsk::Max ? r.max_to : r.min_to));
      CHECK(d.after_short_all_in == r.short_all_in);
      shorts += r.short_all_in;
      (d.ask == RaiseAsk::Max ? maxes : mins) += 1;
      // The level's promise: the structure and the question it asks.
      const bool pot_limit = d.config.betting == tapis::Betting::PotLimit;
      CHECK(pot_limit == (level >= 4));
      if (level == 4) CHECK(d.ask == RaiseAsk::Max);
      // Levels 1, 2 and 4 ask before the flop, 3 on the flop, 5 on the flop or the turn.
      if (level == 3)
        CHECK(r.street == 1);
      else if (level == 5)
        CHECK((r.street == 1 || r.street == 2));
      else
        CHECK(r.street == 0);
      if (level <= 3) CHECK(d.ask == RaiseAsk::Min);
      CHECK(std::string(tapis::raise_rule(d)) == (d.ask == RaiseAsk::Max ? "guide-003-pot-limit"
                                                  : r.short_all_in       ? "WSOP-LAR-176"
                                                                   : "guide-003-minimum-raise"));
      // The same seed, the same hand.
      CHECK(tapis::raise_drill(seed, level).actions == d.actions);
    }
    if (level == 3) CHECK(shorts > 200);  // a short all-in about half the time
    if (level != 3) CHECK(shorts == 0);
    if (level == 5) CHECK((maxes > 300 && mins > 200));
  }
}

TEST_CASE("A raise drill through a spec: right, too small, legal but not the least, too big") {
  // Level 1: No-Limit; B's raise over the big blind is the last full raise.
  const auto d = tapis::raise_drill(7, 1);
  const Replay r = replay(d);
  const Json q = run_spec(practice_spec(7, 1));
  CHECK(flag(q, "ok"));
  CHECK(str(q, "practice.drill") == "raises");
  CHECK(str(q, "practice.question.ask") == "min");
  CHECK(str(q, "practice.question.player") == d.config.names[static_cast<std::size_t>(d.seat)]);
  CHECK(is_null(q, "practice.grade"));
  // The report is the hand's own, played to the question: the player asked is the one to act.
  CHECK(str(q, "toAct") == str(q, "practice.question.player"));
  CHECK(at(q, "practice.spec.actions").size() == d.actions.size());

  const auto graded = [&](const std::string& answer) {
    return run_spec(practice_spec(7, 1, answer));
  };
  const Json right = graded("{\"to\":" + std::to_string(r.min_to) + "}");
  CHECK(flag(right, "practice.grade.solved"));
  CHECK(str(right, "practice.grade.fields.0.field") == "answer.to");
  CHECK(str(right, "practice.grade.fields.0.rule") == "guide-003-minimum-raise");
  CHECK(num(right, "practice.grade.fields.0.expected") == r.min_to);
  CHECK(is_null(right, "practice.grade.fields.0.why"));

  // One chip short: the engine's own reason, the last full raise.
  const Json small = graded("{\"to\":" + std::to_string(r.min_to - 1) + "}");
  CHECK_FALSE(flag(small, "practice.grade.solved"));
  CHECK(str(small, "practice.grade.fields.0.why.code") == "action.raise_below_min");
  CHECK(num(small, "practice.grade.fields.0.why.params.min") == r.min_to);
  CHECK(str(small, "practice.grade.fields.0.why.params.reason") == "full-raise");
  // More than the least is a legal raise, but not the answer: no reason to give.
  const Json more = graded("{\"to\":" + std::to_string(r.min_to + 50) + "}");
  CHECK_FALSE(flag(more, "practice.grade.solved"));
  CHECK(is_null(more, "practice.grade.fields.0.why"));
  // Not filled in: wrong, not refused.
  CHECK_FALSE(flag(graded("{}"), "practice.grade.solved"));

  // Pot-Limit (level 4): one chip over the pot is refused by the engine, with the maximum.
  const auto pl = tapis::raise_drill(11, 4);
  const Replay plr = replay(pl);
  const Json over =
      run_spec(practice_spec(11, 4, "{\"to\":" + std::to_string(plr.max_to + 1) + "}"));
  CHECK(str(over, "practice.question.ask") == "max");
  CHECK(str(over, "practice.grade.fields.0.rule") == "guide-003-pot-limit");
  CHECK(str(over, "practice.grade.fields.0.why.code") == "action.raise_above_max");
  CHECK(num(over, "practice.grade.fields.0.why.params.max") == plr.max_to);

  // Typing mistakes are said at the field; the hand stays.
  const Json typo = graded(R"({"to":"six hundred"})");
  CHECK_FALSE(flag(typo, "ok"));
  CHECK(is_null(typo, "practice.grade"));
  CHECK(str(typo, "errors.0.field") == "answer.to");
  CHECK(at(typo, "practice.spec.actions").size() == d.actions.size());
  const Json drill = run_spec(R"({"practice":{"drill":"raise","seed":1}})");
  CHECK(str(drill, "errors.0.code") == "spec.unknown_value");
}

TEST_CASE("After a short all-in the minimum raise still adds the last full raise (WSOP 176)") {
  // Level 3 on the flop: A bets, B is all-in for less than a full raise, C is asked.
  std::uint64_t seed = 1;
  while (!tapis::raise_drill(seed, 3).after_short_all_in) ++seed;
  const auto d = tapis::raise_drill(seed, 3);
  REQUIRE(d.actions.size() >= 2);
  const auto& bet = d.actions[d.actions.size() - 2];
  const auto& shove = d.actions.back();
  REQUIRE(bet.type == ActionType::Bet);
  REQUIRE(shove.type == ActionType::AllIn);
  const Replay r = replay(d);
  // The shove is short: less than the bet again over it.
  CHECK(r.level - *bet.to < *bet.to);
  CHECK(d.key == r.level + *bet.to);
  // The usual mistake: the all-in plus its own short raise.
  const Chips guess = r.level + (r.level - *bet.to);
  const Json q = run_spec(practice_spec(seed, 3, "{\"to\":" + std::to_string(guess) + "}"));
  CHECK(str(q, "practice.grade.fields.0.rule") == "WSOP-LAR-176");
  // The engine says why it is too small.
  CHECK(str(q, "practice.grade.fields.0.why.params.reason") == "after-short-all-in");
}
