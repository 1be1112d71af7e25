// Side pots as the guides compute them (002, 004, 000). Names quote the guide and example.
#include "core/pots/pots.hpp"

#include <doctest/doctest.h>

#include "tests/core/quick_helpers.hpp"

using tapis::Json;

namespace {

const Json& pot(const Json& r, std::size_t i) {
  return r.find("pots")->items().at(i);
}

}  // namespace

TEST_CASE("002 example 1: A 50, B 120, C 300 all-in preflop") {
  auto r = run_spec(R"({"players":[{"name":"A","committed":50},{"name":"B","committed":120},
                                     {"name":"C","committed":300}]})");
  CHECK(r.find("ok")->as_bool());
  REQUIRE(r.find("pots")->size() == 2);
  CHECK(chips_at(pot(r, 0), "amount") == 150);
  CHECK(names_joined(*pot(r, 0).find("eligible")) == "A,B,C");
  CHECK(chips_at(pot(r, 1), "amount") == 140);
  CHECK(names_joined(*pot(r, 1).find("eligible")) == "B,C");
  CHECK(chips_at(*r.find("returned"), "C") == 180);
}

TEST_CASE(
    "002 example 1: if A has the best hand he takes 150, the side pot goes to the better of B and "
    "C") {
  auto r = run_spec(R"({"players":[{"name":"A","committed":50},{"name":"B","committed":120},
                      {"name":"C","committed":300}], "ranking":[["A"],["B"],["C"]]})");
  const Json& pay = *r.find("payouts");
  CHECK(chips_at(pay, "A") == 150);
  CHECK(chips_at(pay, "B") == 140);
  CHECK(chips_at(pay, "C") == 180);
}

TEST_CASE("002 example 1: if B has the best hand he takes both pots, 290") {
  auto r = run_spec(R"({"players":[{"name":"A","committed":50},{"name":"B","committed":120},
                      {"name":"C","committed":300}], "ranking":[["B"],["A"],["C"]]})");
  const Json& pay = *r.find("payouts");
  CHECK(chips_at(pay, "A") == 0);
  CHECK(chips_at(pay, "B") == 290);
  CHECK(chips_at(pay, "C") == 180);
}

TEST_CASE("002 example 1: if C wins he takes 290 and gets his 180 back") {
  auto r = run_spec(R"({"players":[{"name":"A","committed":50},{"name":"B","committed":120},
                      {"name":"C","committed":300}], "ranking":[["C"],["A"],["B"]]})");
  const Json& pay = *r.find("payouts");
  CHECK(chips_at(pay, "C") == 290 + 180);
  CHECK(chips_at(pay, "A") == 0);
  CHECK(chips_at(pay, "B") == 0);
  CHECK(chips_at(*r.find("net"), "C") == 170);
}

TEST_CASE("002 example 2: four players in a tournament, two side pots and 2 000 returned to D") {
  auto r = run_spec(R"({"format":"tournament","deadMoney":1200,"players":[
      {"name":"A","committed":1200},{"name":"B","committed":3700},
      {"name":"C","committed":2200},{"name":"D","committed":5700}]})");
  REQUIRE(r.find("pots")->size() == 3);
  // Principal | 1 200 (préflop) + 1 200 × 4 | 6 000 | A, B, C, D
  CHECK(chips_at(pot(r, 0), "amount") == 6000);
  CHECK(names_joined(*pot(r, 0).find("eligible")) == "A,B,C,D");
  const Json& calc = *pot(r, 0).find("calculation");
  CHECK(chips_at(calc, "deadMoney") == 1200);
  CHECK(chips_at(calc, "layer") == 1200);
  CHECK(chips_at(calc, "players") == 4);
  // Secondaire 1 | (2 200 − 1 200) × 3 | 3 000 | B, C, D
  CHECK(chips_at(pot(r, 1), "amount") == 3000);
  CHECK(names_joined(*pot(r, 1).find("eligible")) == "B,C,D");
  CHECK(chips_at(*pot(r, 1).find("calculation"), "from") == 1200);
  CHECK(chips_at(*pot(r, 1).find("calculation"), "to") == 2200);
  CHECK(chips_at(*pot(r, 1).find("calculation"), "players") == 3);
  // Secondaire 2 | (3 700 − 2 200) × 2 | 3 000 | B, D
  CHECK(chips_at(pot(r, 2), "amount") == 3000);
  CHECK(names_joined(*pot(r, 2).find("eligible")) == "B,D");
  // Rendu à D | 5 700 − 3 700 | 2 000 | D seul
  CHECK(chips_at(*r.find("returned"), "D") == 2000);
  const Json& ret = r.find("returns")->items().at(0);
  CHECK(chips_at(ret, "committed") == 5700);
  CHECK(chips_at(ret, "matched") == 3700);
  // Vérification: the pots hold 12 000, plus the 2 000 returned = everything committed.
  const Json& check = *r.find("check");
  CHECK(chips_at(check, "pots") == 12000);
  CHECK(chips_at(check, "committed") == 14000);
  CHECK(check.find("balanced")->as_bool());
  CHECK(names_joined(*r.find("allIn")) == "A,B,C");
}

TEST_CASE("002 example 2: showdown order A, C, B, D") {
  auto r = run_spec(R"({"format":"tournament","deadMoney":1200,"players":[
      {"name":"A","committed":1200},{"name":"B","committed":3700},
      {"name":"C","committed":2200},{"name":"D","committed":5700}],
      "ranking":[["A"],["C"],["B"],["D"]]})");
  const Json& pay = *r.find("payouts");
  CHECK(chips_at(pay, "A") == 6000);
  CHECK(chips_at(pay, "C") == 3000);
  CHECK(chips_at(pay, "B") == 3000);
  CHECK(chips_at(pay, "D") == 2000);
  // Pots are pushed from the last side pot down to the main pot.
  const auto& awards = r.find("awards")->items();
  REQUIRE(awards.size() == 3);
  CHECK(chips_at(awards[0], "pot") == 2);
  CHECK(names_joined(*awards[0].find("winners")) == "B");
  CHECK(chips_at(awards[1], "pot") == 1);
  CHECK(names_joined(*awards[1].find("winners")) == "C");
  CHECK(chips_at(awards[2], "pot") == 0);
  CHECK(names_joined(*awards[2].find("winners")) == "A");
}

TEST_CASE("002 example 3: B folds after calling 40, his chips stay in the main pot") {
  auto r = run_spec(R"({"deadMoney":30,"players":[{"name":"A","committed":40},
      {"name":"B","committed":40,"folded":true},{"name":"C","committed":150}]})");
  REQUIRE(r.find("pots")->size() == 1);
  CHECK(chips_at(pot(r, 0), "amount") == 150);  // 30 + 40 × 3
  CHECK(names_joined(*pot(r, 0).find("eligible")) == "A,C");
  CHECK(chips_at(*pot(r, 0).find("calculation"), "players") == 3);
  CHECK(chips_at(*r.find("returned"), "C") == 110);
}

TEST_CASE("002 example 3: had B called 150, a 220 side pot between B and C") {
  auto r = run_spec(R"({"deadMoney":30,"players":[{"name":"A","committed":40},
      {"name":"B","committed":150},{"name":"C","committed":150}]})");
  REQUIRE(r.find("pots")->size() == 2);
  CHECK(chips_at(pot(r, 0), "amount") == 150);
  CHECK(chips_at(pot(r, 1), "amount") == 220);
  CHECK(names_joined(*pot(r, 1).find("eligible")) == "B,C");
  CHECK(r.find("returned")->size() == 0);
}

TEST_CASE("004 two pots: A all-in 25, B raises to 100, C calls; A best then B") {
  auto r = run_spec(R"({"players":[{"name":"A","committed":25},{"name":"B","committed":100},
      {"name":"C","committed":100}], "ranking":[["A"],["B"],["C"]]})");
  CHECK(chips_at(pot(r, 0), "amount") == 75);
  CHECK(chips_at(pot(r, 1), "amount") == 150);
  CHECK(names_joined(*pot(r, 1).find("eligible")) == "B,C");
  CHECK(chips_at(*r.find("payouts"), "A") == 75);
  CHECK(chips_at(*r.find("payouts"), "B") == 150);
}

TEST_CASE("004 three all-ins, three layers: A 20, B 50, C calls 50") {
  auto r = run_spec(R"({"players":[{"name":"A","committed":20},{"name":"B","committed":50},
      {"name":"C","committed":50}]})");
  REQUIRE(r.find("pots")->size() == 2);
  CHECK(chips_at(pot(r, 0), "amount") == 60);
  CHECK(chips_at(pot(r, 1), "amount") == 60);
  CHECK(names_joined(*pot(r, 1).find("eligible")) == "B,C");
  CHECK(r.find("returned")->size() == 0);
}

TEST_CASE(
    "004 a fourth player who folded on the flop after putting in 20: dead chips in the main pot") {
  auto r = run_spec(R"({"players":[{"name":"A","committed":20},{"name":"B","committed":50},
      {"name":"C","committed":50},{"name":"D","committed":20,"folded":true}]})");
  CHECK(chips_at(pot(r, 0), "amount") == 80);
  CHECK(names_joined(*pot(r, 0).find("eligible")) == "A,B,C");
  CHECK(chips_at(*pot(r, 0).find("contributions"), "D") == 20);
  CHECK(chips_at(pot(r, 1), "amount") == 60);
}

TEST_CASE("004 odd chip: a 101 pot split by two goes 50 and 51, the 51 left of the button") {
  // Button is C (last seat): A sits first left of it and gets the odd chip.
  auto r = run_spec(R"({"deadMoney":1,"players":[{"name":"A","committed":50},
      {"name":"B","committed":50},{"name":"C","committed":0,"folded":true}],
      "ranking":[["A","B"]]})");
  CHECK(chips_at(pot(r, 0), "amount") == 101);
  CHECK(chips_at(*r.find("payouts"), "A") == 51);
  CHECK(chips_at(*r.find("payouts"), "B") == 50);
  auto r2 = run_spec(R"({"deadMoney":1,"button":0,"players":[{"name":"A","committed":50},
      {"name":"B","committed":50},{"name":"C","committed":50}], "ranking":[["A","C"],["B"]]})");
  // 151 split between A and C; left of the button (A) comes B, then C: C gets the odd chip,
  // though A is named first in the tie (the order of names in a tie does not matter).
  CHECK(chips_at(*r2.find("payouts"), "C") == 76);
  CHECK(chips_at(*r2.find("payouts"), "A") == 75);
}

TEST_CASE("004 chips nobody still in can win go back to whoever put them in") {
  // A is all-in for 40; B and C folded after putting in 100 and 80. B's top 20 is unmatched,
  // and the rest above 40 no live hand can win.
  auto r = run_spec(R"({"players":[{"name":"A","committed":40},
      {"name":"B","committed":100,"folded":true},{"name":"C","committed":80,"folded":true}]})");
  REQUIRE(r.find("ok")->as_bool());
  CHECK(chips_at(pot(r, 0), "amount") == 120);
  CHECK(chips_at(*r.find("returned"), "B") == 60);
  CHECK(chips_at(*r.find("returned"), "C") == 40);
  CHECK(r.find("check")->find("balanced")->as_bool());
}

TEST_CASE("004 odd chip per pot: each pot's odd chip goes among that pot's own winners") {
  // Three-way tie. Main pot 2 + 20 x 4 (D folded with 21) = 82 for A, B, C: 27 each and the odd
  // chip to A, first left of the button (C, then D). Side pot 30 x 2 + D's last chip = 61 for B
  // and C only: 30 each and the odd chip to B, the first of them left of the button.
  auto r = run_spec(R"({"deadMoney":2,"button":2,"players":[{"name":"A","committed":20},
      {"name":"B","committed":50},{"name":"C","committed":50},
      {"name":"D","committed":21,"folded":true}], "ranking":[["A","B","C"]]})");
  CHECK(chips_at(pot(r, 0), "amount") == 82);
  CHECK(chips_at(pot(r, 1), "amount") == 61);
  CHECK(chips_at(*r.find("payouts"), "A") == 28);
  CHECK(chips_at(*r.find("payouts"), "B") == 58);
  CHECK(chips_at(*r.find("payouts"), "C") == 57);
  CHECK(chips_at(*r.find("payouts"), "D") == 0);
}

TEST_CASE("004 odd chip per pot, in units of the smallest chip") {
  // Main pot 3 × 25 = 75 split between A and B with 5-chip units: 15 units → 8 and 7 units.
  auto r = run_spec(R"({"smallestChip":5,"button":2,"players":[{"name":"A","committed":25},
      {"name":"B","committed":100},{"name":"C","committed":100}], "ranking":[["A","B"],["C"]]})");
  const auto& awards = r.find("awards")->items();
  REQUIRE(awards.size() == 2);
  CHECK(chips_at(*awards[0].find("amounts"), "B") == 150);  // side pot: B alone beats C
  CHECK(chips_at(*awards[1].find("amounts"), "A") == 40);
  CHECK(chips_at(*awards[1].find("amounts"), "B") == 35);
}

TEST_CASE("000 three players: A 100 all-in, B and C 150: main 300, side 100") {
  auto r = run_spec(R"({"players":[{"name":"A","committed":100},{"name":"B","committed":150},
      {"name":"C","committed":150}], "ranking":[["A"],["B","C"]]})");
  CHECK(chips_at(pot(r, 0), "amount") == 300);
  CHECK(chips_at(pot(r, 1), "amount") == 100);
  // A has the best hand of all and still cannot touch the side pot.
  CHECK(chips_at(*r.find("payouts"), "A") == 300);
  CHECK(chips_at(*r.find("payouts"), "B") == 50);
  CHECK(chips_at(*r.find("payouts"), "C") == 50);
}

TEST_CASE("000 a side pot with only one player left needs no showdown") {
  auto r = run_spec(R"({"players":[{"name":"A","committed":100},{"name":"B","committed":300,
      "folded":true},{"name":"C","committed":300}], "ranking":[["A"]]})");
  const auto& awards = r.find("awards")->items();
  REQUIRE(awards.size() == 2);
  CHECK(awards[0].find("contested")->as_bool() == false);
  CHECK(chips_at(*awards[0].find("amounts"), "C") == 400);
  CHECK(chips_at(*awards[1].find("amounts"), "A") == 300);
}

TEST_CASE("chips are conserved: payouts add up to everything committed plus dead money") {
  auto r = run_spec(R"({"deadMoney":7,"smallestChip":1,"players":[{"name":"A","committed":13},
      {"name":"B","committed":29,"folded":true},{"name":"C","committed":41},
      {"name":"D","committed":97},{"name":"E","committed":41}], "ranking":[["A","E"],["C","D"]]})");
  std::int64_t sum = 0;
  for (const auto& [name, v] : r.find("payouts")->members()) sum += v.as_integer();
  CHECK(sum == 7 + 13 + 29 + 41 + 97 + 41);
}

TEST_CASE(
    "split_pots directly: a player still in with nothing committed shares only the dead money") {
  std::vector<tapis::Stake> stakes = {{0, false}, {100, false}, {100, false}};
  auto split = tapis::split_pots(stakes, 30);
  REQUIRE(split.ok());
  REQUIRE(split.value().pots.size() == 2);
  CHECK(split.value().pots[0].amount == 30);
  CHECK(split.value().pots[0].eligible.size() == 3);
  CHECK(split.value().pots[1].amount == 200);
}
