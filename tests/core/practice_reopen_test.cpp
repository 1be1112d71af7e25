// Issue 32, exercise 4: does it reopen? Every level, 1,000 seeds each: what the asked player may
// do against a replay of the hand written here from TDA 2024 Rule 47 (tests/core/drill_replay.hpp),
// not core/betting/; then answers right and wrong graded through a spec.
#include <doctest/doctest.h>

#include "core/practice/reopen_drill.hpp"
#include "tests/core/betting_helpers.hpp"
#include "tests/core/drill_replay.hpp"
#include "tests/core/quick_helpers.hpp"

using namespace bet_test;
using tapis::ActionType;

namespace {

std::string practice_spec(std::uint64_t seed, int level, const std::string& answer = "") {
  return R"({"practice":{"drill":"reopen","seed":)" + std::to_string(seed) + R"(,"level":)" +
         std::to_string(level) + "}" + (answer.empty() ? "" : ",\"answer\":" + answer) + "}";
}

}  // namespace

TEST_CASE("TDA 2024 Rule 47: who may raise again, 1,000 \"does it reopen?\" drills a level") {
  for (int level = 1; level <= 5; ++level) {
    int open = 0, closed = 0, fresh = 0, limit = 0, two_all_ins = 0;
    for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
      const auto d = tapis::reopen_drill(seed, level);
      CAPTURE(level);
      CAPTURE(seed);
      REQUIRE(d.seat >= 0);
      const auto r = drill_test::replay(d.config, d.actions, d.seat);
      REQUIRE(r.ok);
      // Facing a bet he may always fold or call; raise only as Rule 47 says.
      CHECK(d.fold);
      CHECK(d.call);
      CHECK(d.raise == r.may_raise);
      (d.raise ? open : closed) += 1;
      // Asked before acting on this street: only level 5 does it.
      bool acted = false;
      for (const auto& a : d.actions)
        if (a.seat == d.seat && a.type == ActionType::Bet) acted = true;
      fresh += !acted;
      limit += d.config.betting == tapis::Betting::Limit;
      int all_ins = 0;
      for (const auto& a : d.actions) all_ins += a.type == ActionType::AllIn;
      two_all_ins += all_ins == 2;
      CHECK(std::string(tapis::reopen_rule(d)) ==
            (d.config.betting == tapis::Betting::Limit ? "TDA-2024-47-B" : "TDA-2024-47"));
      // A street after the flop's: the flop (or the turn at level 5).
      CHECK((r.street == 1 || (level == 5 && r.street == 2)));
    }
    // Each level's promise.
    if (level == 1) CHECK(open == 0);
    if (level >= 2) CHECK((open > 150 && closed > 150));
    if (level == 3) CHECK(two_all_ins == 1000);
    if (level == 4) CHECK(limit == 1000);
    if (level < 5) CHECK(fresh == 0);
    if (level == 5) CHECK((fresh > 100 && limit > 100 && two_all_ins > 100));
  }
}

TEST_CASE("A \"does it reopen?\" drill through a spec: the actions graded, typos at the field") {
  // Level 1: a bet, a short all-in, a call: the bettor may fold or call, not raise (Rule 47).
  const auto d = tapis::reopen_drill(3, 1);
  const Json q = run_spec(practice_spec(3, 1));
  CHECK(flag(q, "ok"));
  CHECK(str(q, "practice.drill") == "reopen");
  CHECK(str(q, "practice.question.player") == "A");
  CHECK(str(q, "toAct") == "A");
  // The hand's own report says why: the betting was not reopened.
  CHECK(str(q, "legal.raiseClosed.code") == "action.not_reopened");
  CHECK(str(q, "legal.raiseClosed.rule") == "TDA-2024-47");

  const Json right = run_spec(practice_spec(3, 1, R"({"actions":["call","fold"]})"));
  CHECK(flag(right, "practice.grade.solved"));
  CHECK(str(right, "practice.grade.fields.0.field") == "answer.actions");
  CHECK(str(right, "practice.grade.fields.0.rule") == "TDA-2024-47");
  CHECK(names_of(right, "practice.grade.fields.0.expected") == "fold,call");
  const Json wrong = run_spec(practice_spec(3, 1, R"({"actions":["fold","call","raise"]})"));
  CHECK_FALSE(flag(wrong, "practice.grade.solved"));
  CHECK_FALSE(flag(run_spec(practice_spec(3, 1, "{}")), "practice.grade.solved"));

  const Json typo = run_spec(practice_spec(3, 1, R"({"actions":["fold","reraise"]})"));
  CHECK_FALSE(flag(typo, "ok"));
  CHECK(is_null(typo, "practice.grade"));
  CHECK(str(typo, "errors.0.field") == "answer.actions[1]");
  CHECK(str(typo, "errors.0.code") == "spec.unknown_value");
  CHECK(d.raise == false);
}
