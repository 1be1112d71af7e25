// Pots during and after a hand played action by action: uncalled bets, side pots, awards
// (guides 002 and 000).
#include <doctest/doctest.h>

#include "tests/core/betting_helpers.hpp"

using namespace bet_test;

TEST_CASE("002 Exemple 3: A all-in 40, B calls, C raises to 150, B folds: main pot 150, 110 back") {
  // Table 1/2; 10 each preflop makes the 30 in the pot at the flop.
  const std::string settings = R"("blinds":[1,2],"ranking":[["A"],["C"]])";
  const std::string seats = "A:50 B:200 C:300";
  const std::string acts = "C raise 10, A call, B call, A allin, B call, C raise 150, B fold";
  auto r = play(settings, seats, acts);
  REQUIRE(at(r, "ok").as_bool());
  CHECK(str(r, "street") == "showdown");
  CHECK(at(r, "pots").size() == 1);
  CHECK(num(r, "pots.0.amount") == 150);  // 30 + 40 x 3
  CHECK(at(r, "pots.0.eligible").size() == 2);
  CHECK(num(r, "returned.C") == 110);
  CHECK(num(r, "players.1.committed") == 50);  // B's 40 stay in the pot
  CHECK(has_ruling(r, "bet.uncalled_returned"));
  CHECK(num(r, "payouts.A") == 150);
  CHECK(num(r, "payouts.C") == 110);
  CHECK(at(r, "check.balanced").as_bool());
  // Before B folds, C's raise is a bet still open: shown in "bets", nothing returned yet.
  auto open = play(settings, seats, "C raise 10, A call, B call, A allin, B call, C raise 150");
  CHECK(str(open, "toAct") == "B");
  CHECK(num(open, "bets.C") == 150);
  CHECK(at(open, "returned").size() == 0);
  CHECK(num(open, "pots.0.amount") == 30);
}

TEST_CASE("002 Exemple 2: tournament 100/200, four all-ins on the flop, two side pots") {
  // 300 each preflop (ante 100 + 200), then A 1 200, B 3 700, C 2 200, D 5 700 all-in.
  const std::string settings =
      R"("format":"tournament","blinds":[100,200],"ante":100,"ranking":[["A"],["C"],["B"],["D"]])";
  const std::string seats = "A:1500 B:4000 C:2500 D:6000";
  const std::string acts = "C call, D call, A call, B check, A allin, B allin, C allin, D allin";
  auto r = play(settings, seats, acts);
  REQUIRE(at(r, "ok").as_bool());
  CHECK(str(r, "street") == "showdown");
  REQUIRE(at(r, "pots").size() == 3);
  CHECK(num(r, "pots.0.amount") == 6000);
  CHECK(num(r, "pots.1.amount") == 3000);
  CHECK(num(r, "pots.2.amount") == 3000);
  CHECK(num(r, "returned.D") == 2000);
  CHECK(has_ruling(r, "allin.uncalled_excess"));
  CHECK(num(r, "check.committed") == 14000);  // 12 000 in the pots + 2 000 back
  CHECK(num(r, "payouts.A") == 6000);
  CHECK(num(r, "payouts.C") == 3000);
  CHECK(num(r, "payouts.B") == 3000);
  CHECK(num(r, "payouts.D") == 2000);
  // Side pots are awarded first (guide 002).
  CHECK(num(r, "awards.0.pot") == 2);
  CHECK(num(r, "awards.2.pot") == 0);
}

TEST_CASE("001 Abattage: a bet nobody calls goes back, the last player wins without showdown") {
  auto r = play(R"("blinds":[1,2])", "A:100 B:100 C:100", "C raise 10, A fold, B fold");
  CHECK(at(r, "over").as_bool());
  CHECK(str(r, "street") == "preflop");
  CHECK(num(r, "returned.C") == 8);
  CHECK(num(r, "pots.0.amount") == 5);
  CHECK(num(r, "payouts.C") == 13);
  CHECK(num(r, "net.C") == 3);
  CHECK(at(r, "awards.0.contested").as_bool() == false);
  CHECK(ruling_param(r, "hand.uncontested", "player").as_string() == "C");
  CHECK(str(r, "log.-1.type") == "return");
  CHECK(num(r, "log.-1.amount") == 8);
}

TEST_CASE(
    "004 Le jeton impair: a split pot's odd chip goes to the first winner left of the button") {
  // Antes 1 and blinds 1/2; C folds, A and B check it down: 7 in the pot, split 4 / 3.
  const std::string settings = R"("blinds":[1,2],"ante":1,"ranking":[["A","B"]])";
  auto r = play(settings, "A:100 B:100 C:100",
                "C fold, A call, B check, A check, B check, A check, B check, A check, B check");
  REQUIRE(at(r, "ok").as_bool());
  CHECK(str(r, "street") == "showdown");
  CHECK(num(r, "pots.0.amount") == 7);
  CHECK(at(r, "awards.0.split").as_bool());
  CHECK(num(r, "payouts.A") == 4);  // A sits first on the button's (C's) left
  CHECK(num(r, "payouts.B") == 3);
  CHECK(num(r, "payouts.C") == 0);
}

TEST_CASE("000 Table stakes: everyone folds to a player all-in for less than the ante") {
  // B has 1 for an ante of 2: all-in, no big blind. C and A fold to him. B can win only 1
  // from each; the chips above that nobody still in can win go back to those who put them in.
  auto r = play(R"("blinds":[1,2],"ante":2)", "A:100 B:1 C:100", "C fold, A fold");
  REQUIRE(at(r, "ok").as_bool());
  CHECK(at(r, "over").as_bool());
  CHECK(num(r, "pots.0.amount") == 3);
  CHECK(num(r, "returned.A") == 2);
  CHECK(num(r, "returned.C") == 1);
  CHECK(num(r, "payouts.B") == 3);
  CHECK(num(r, "net.B") == 2);
  CHECK(num(r, "net.A") == -1);
  CHECK(has_ruling(r, "pot.unwinnable_returned"));
  CHECK(at(r, "check.balanced").as_bool());
}
