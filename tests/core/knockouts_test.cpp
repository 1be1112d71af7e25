// Knockouts (guide 002: the finishing order decides bounties too): who takes a busted player's
// bounty, split as the pot that took his last chips.
#include <doctest/doctest.h>

#include "tests/core/quick_helpers.hpp"

using tapis::Json;

namespace {

const Json& knockout_of(const Json& r, const std::string& player) {
  for (const auto& k : r.find("knockouts")->items())
    if (k.find("player")->as_string() == player) return k;
  FAIL("no knockout for " << player);
  return r;
}

}  // namespace

TEST_CASE("002 + bounties: A busts B and C in one hand, taking both bounties") {
  auto r = run_spec(R"({"format":"tournament","players":[
      {"name":"A","committed":3000,"stack":5000,"bounty":100},
      {"name":"B","committed":1000,"stack":1000,"bounty":100},
      {"name":"C","committed":2000,"stack":2000,"bounty":100}],"ranking":[["A"],["C"],["B"]]})");
  REQUIRE(r.find("ok")->as_bool());
  CHECK(names_joined(*r.find("busted")) == "C,B");
  CHECK(chips_at(*knockout_of(r, "B").find("to"), "A") == 100);
  CHECK(chips_at(*knockout_of(r, "C").find("to"), "A") == 100);
}

TEST_CASE("The bounty goes with the highest pot the busted player could win, not the main pot") {
  // B (1 000) is all-in for the main pot; C (2 000) for main and side. A wins the side pot, B
  // the main pot: C's last chips went in the side pot, so A busts C; B busts nobody.
  auto r = run_spec(R"({"format":"tournament","players":[
      {"name":"A","committed":2000,"stack":6000,"bounty":50},
      {"name":"B","committed":1000,"stack":1000,"bounty":50},
      {"name":"C","committed":2000,"stack":2000,"bounty":50}],"ranking":[["B"],["A"],["C"]]})");
  REQUIRE(r.find("ok")->as_bool());
  CHECK(names_joined(*r.find("busted")) == "C");
  CHECK(chips_at(*knockout_of(r, "C").find("to"), "A") == 50);
}

TEST_CASE("A split pot splits the bounty as its chips, the odd unit left of the button first") {
  // A and C tie for the pot that busts B: 25 each of a 51 bounty, the odd one to the first of
  // them left of the button (button C: A first).
  auto r = run_spec(R"({"format":"tournament","button":2,"players":[
      {"name":"A","committed":500,"stack":3000},{"name":"B","committed":500,"stack":500,"bounty":51},
      {"name":"C","committed":500,"stack":3000}],"ranking":[["A","C"],["B"]]})");
  REQUIRE(r.find("ok")->as_bool());
  const Json& to = *knockout_of(r, "B").find("to");
  CHECK(chips_at(to, "A") == 26);
  CHECK(chips_at(to, "C") == 25);
}

TEST_CASE("Progressive knockout: half is paid, half goes onto the winner's own bounty") {
  auto r = run_spec(R"({"format":"tournament","progressiveBounty":true,"players":[
      {"name":"A","committed":1000,"stack":4000,"bounty":40},
      {"name":"B","committed":1000,"stack":1000,"bounty":25}],"ranking":[["A"],["B"]]})");
  REQUIRE(r.find("ok")->as_bool());
  const Json& k = knockout_of(r, "B");
  CHECK(chips_at(*k.find("to"), "A") == 25);
  CHECK(chips_at(*k.find("paid"), "A") == 13);  // the odd unit goes with the payment
  CHECK(chips_at(*r.find("newBounty"), "A") == 52);
  CHECK(r.find("newBounty")->find("B") == nullptr);  // B is out: his bounty went to A
  CHECK(r.find("newBounty")->size() == 1);
}

TEST_CASE("A bounty in a cash game is an error at its field") {
  auto r = run_spec(R"({"players":[{"name":"A","committed":10,"bounty":5},{"name":"B"}]})");
  CHECK_FALSE(r.find("ok")->as_bool());
  const Json& e = r.find("errors")->items()[0];
  CHECK(e.find("code")->as_string() == "bounty.cash_game");
  CHECK(e.find("field")->as_string() == "players[0].bounty");
  // The pots do not depend on it: they are still there.
  CHECK(r.find("pots")->size() == 1);
}
