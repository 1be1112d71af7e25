// A played deal beside its recorded result (spec "recorded", report "recorded"): agreement per
// player, the house's cut, and what cannot be judged.
#include <doctest/doctest.h>

#include "tests/core/phh_helpers.hpp"

using namespace phh_test;

namespace {

// Three players at 1/2, A raises to 6, B calls, C folds, A bets 10 on the flop, B folds:
// A collects 6 + 6 = 12 and his 10 come back.
Json played(const std::string& recorded) {
  auto r = Json::parse(
      R"({"blinds": [1, 2], "button": 2,
          "players": [{"name": "A", "stack": 100}, {"name": "B", "stack": 100},
                      {"name": "C", "stack": 100}],
          "actions": [{"player": "C", "type": "fold"}, {"player": "A", "type": "raise", "to": 6},
                      {"player": "B", "type": "call"}, {"player": "A", "type": "bet", "to": 10},
                      {"player": "B", "type": "fold"}],
          "recorded": )" +
      recorded + "}");
  REQUIRE(r.ok());
  return tapis::analyze_json(r.value());
}

}  // namespace

TEST_CASE("recorded: winnings equal, raked, wrong") {
  auto equal = played(R"({"winnings": [12, 0, 0]})");
  CHECK(at(equal, "ok").as_bool());
  CHECK(text(equal, "recorded.agrees") == "true");
  CHECK(text(equal, "recorded.rake") == "0");
  CHECK(text(equal, "recorded.players.0") ==
        R"({"name":"A","collected":12,"stack":106,"winnings":12,"status":"agrees"})");

  auto raked = played(R"({"winnings": [11, 0, 0]})");
  CHECK(text(raked, "recorded.agrees") == "true");
  CHECK(text(raked, "recorded.rake") == "1");
  CHECK(text(raked, "recorded.players.0.status") == "\"raked\"");

  auto wrong = played(R"({"winnings": [0, 12, 0]})");
  CHECK(text(wrong, "recorded.agrees") == "false");
  CHECK(text(wrong, "recorded.players.0.status") == "\"disagrees\"");
  CHECK(text(wrong, "recorded.players.1.status") == "\"disagrees\"");
  CHECK(text(wrong, "recorded.players.2.status") == "\"agrees\"");

  auto more = played(R"({"winnings": [13, 0, 0]})");  // more than the pot
  CHECK(text(more, "recorded.agrees") == "false");

  // All 0 though a pot was won: nothing is recorded (many converted site logs).
  auto empty = played(R"({"winnings": [0, 0, 0]})");
  CHECK(text(empty, "recorded.agrees") == "null");
  CHECK(text(empty, "recorded.winningsEmpty") == "true");
  CHECK(text(empty, "recorded.rake") == "null");
  CHECK(text(empty, "recorded.players.0.status") == "\"unrecorded\"");
}

TEST_CASE("recorded: finishing stacks, with and without the house's cut") {
  auto equal = played(R"({"finishingStacks": [106, 94, 100]})");
  CHECK(text(equal, "recorded.agrees") == "true");
  CHECK(text(equal, "recorded.rake") == "0");
  auto raked = played(R"({"finishingStacks": [105, 94, 100]})");
  CHECK(text(raked, "recorded.agrees") == "true");
  CHECK(text(raked, "recorded.rake") == "1");
  auto wrong = played(R"({"finishingStacks": [106, 95, 99]})");
  CHECK(text(wrong, "recorded.agrees") == "false");
  CHECK(text(wrong, "recorded.players.1.status") == "\"disagrees\"");
}

TEST_CASE("recorded: a walk, counted with or without the big blind's unmatched chip") {
  const std::string walk = R"({"blinds": [1, 2], "button": 2,
      "players": [{"name": "A", "stack": 100}, {"name": "B", "stack": 100},
                  {"name": "C", "stack": 100}],
      "actions": [{"player": "C", "type": "fold"}, {"player": "A", "type": "fold"}],
      "recorded": {"winnings": [0, W, 0]}})";
  for (const char* w : {"2", "3"}) {
    CAPTURE(w);
    std::string s = walk;
    s.replace(s.find('W'), 1, w);
    auto r = tapis::analyze_json(Json::parse(s).value());
    CHECK(text(r, "recorded.agrees") == "true");
    CHECK(text(r, "recorded.rake") == "0");
  }
}

TEST_CASE("recorded: an unfinished hand and a spec error") {
  auto r = tapis::analyze_json(Json::parse(R"({"blinds": [1, 2],
      "players": [{"name": "A", "stack": 100}, {"name": "B", "stack": 100}],
      "actions": [], "recorded": {"winnings": [0, 0]}})")
                                   .value());
  CHECK(text(r, "recorded.agrees") == "null");
  CHECK(text(r, "recorded.players.0.status") == "\"unfinished\"");
  auto bad = tapis::analyze_json(Json::parse(R"({"blinds": [1, 2],
      "players": [{"name": "A", "stack": 100}, {"name": "B", "stack": 100}],
      "actions": [], "recorded": {"winnings": [0], "finishingStacks": [1, -2]}})")
                                     .value());
  CHECK(codes(bad) == std::vector<std::string>{"recorded.length", "amount.negative"});
  CHECK(text(bad, "errors.0.field") == "\"recorded.winnings\"");
  CHECK(text(bad, "errors.1.field") == "\"recorded.finishingStacks[1]\"");
  CHECK(text(bad, "errors.0.params.count") == "1");
  // The English sentence: tests/node/english-messages.test.mjs (the core emits code and params).
}
