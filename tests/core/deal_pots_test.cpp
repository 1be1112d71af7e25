// The guides' pot tables from a deal played action by action: what the middle held before the
// street comes first, as the guides write it (guide 002), and the big-blind ante as dead money
// (TDA 2024 RP-11).
#include <doctest/doctest.h>

#include "tests/core/betting_helpers.hpp"

using namespace bet_test;

namespace {

// pots.N.calculation: "deadMoney + layer × players" with from/to.
std::string calc(const Json& r, int pot) {
  const std::string p = "pots." + std::to_string(pot) + ".calculation.";
  return std::to_string(num(r, p + "deadMoney")) + " + (" + std::to_string(num(r, p + "to")) +
         " - " + std::to_string(num(r, p + "from")) + ") x " +
         std::to_string(num(r, p + "players"));
}

}  // namespace

TEST_CASE("002 Exemple 2 joue coup par coup: Principal 1 200 (preflop) + 1 200 x 4 = 6 000") {
  // Blinds 100/200, ante 100: everyone has 300 in preflop (1 200 in the middle), then the flop
  // all-ins: A 1 200, B 3 700, C 2 200, D 5 700.
  const std::string settings = R"("format":"tournament","blinds":[100,200],"ante":100,"button":3)";
  auto r = play(settings, "A:1500 B:4000 C:2500 D:6000",
                "C call, D call, A call, B check, A allin, B allin, C allin, D allin");
  REQUIRE(at(r, "ok").as_bool());
  CHECK(num(r, "pots.0.amount") == 6000);
  CHECK(calc(r, 0) == "1200 + (1200 - 0) x 4");
  CHECK(num(r, "pots.1.amount") == 3000);
  CHECK(calc(r, 1) == "0 + (2200 - 1200) x 3");
  CHECK(num(r, "pots.2.amount") == 3000);
  CHECK(calc(r, 2) == "0 + (3700 - 2200) x 2");
  CHECK(num(r, "returned.D") == 2000);
  CHECK(num(r, "check.committed") == 14000);
  // The guide's "Joueurs éligibles" column.
  CHECK(at(r, "pots").size() == 3);
  CHECK(names_of(r, "pots.0.eligible") == "A,B,C,D");
  CHECK(names_of(r, "pots.1.eligible") == "B,C,D");
  CHECK(names_of(r, "pots.2.eligible") == "B,D");
}

TEST_CASE("002 Exemple 3 joue coup par coup: 30 + 40 x 3 = 150, B's 40 stay, C gets 110 back") {
  // Table 1/2: 30 in the pot at the flop (10 each), A all-in 40, B calls, C raises to 150, B
  // folds.
  auto r = play(R"("blinds":[1,2],"button":2)", "A:50 B:200 C:300",
                "C raise 10, A call, B call, A allin, B call, C raise 150, B fold");
  REQUIRE(at(r, "ok").as_bool());
  CHECK(num(r, "pots.0.amount") == 150);
  CHECK(calc(r, 0) == "30 + (40 - 0) x 3");
  CHECK(names_of(r, "pots.0.eligible") == "A,C");
  CHECK(at(r, "pots").size() == 1);  // the guide: no side pot forms
  CHECK(num(r, "returned.C") == 110);
}

TEST_CASE("TDA 2024 RP-11: the big-blind ante is dead money: pots 2 800 (A, B, C) and 100 (A, C)") {
  // Blinds 50/100, big-blind ante 100: A 2 000, B (big blind) 1 000, C (button) 950. C all-in,
  // A calls, B all-in: B's live chips are 900, so he is eligible for 900 from each.
  const std::string settings =
      R"("format":"tournament","blinds":[50,100],"bigBlindAnte":100,"button":2,)"
      R"("ranking":[["C"],["A"],["B"]])";
  auto r = play(settings, "A:2000 B:1000 C:950", "C allin, A call, B allin");
  REQUIRE(at(r, "ok").as_bool());
  CHECK(num(r, "pots.0.amount") == 2800);
  CHECK(names_of(r, "pots.0.eligible") == "A,B,C");
  CHECK(num(r, "pots.0.calculation.deadMoney") == 100);
  CHECK(num(r, "pots.1.amount") == 100);
  CHECK(names_of(r, "pots.1.eligible") == "A,C");
  CHECK(at(r, "returned").members().empty());  // none of B's ante comes back
  CHECK(num(r, "players.1.dead") == 100);
  // Guide 002: with a big-blind ante the stacks are compared after it is posted: B (900) busts
  // below C (950)... here only B busts, C wins.
  CHECK(names_of(r, "busted") == "B");
  CHECK(num(r, "payouts.C") == 2900);
}

TEST_CASE("TDA 2024 RP-11: two players bust in one hand, ordered by their stacks after the ante") {
  // A 3 000 covers everyone. B (big blind) 1 000 posts 100 + 100 ante: 800 behind, 900 to play
  // with; C 950. Both all-in, A wins: C finishes above B (950 > 900), though B sat with more.
  const std::string settings =
      R"("format":"tournament","blinds":[50,100],"bigBlindAnte":100,"button":2,)"
      R"("ranking":[["A"],["C"],["B"]])";
  auto r = play(settings, "A:3000 B:1000 C:950", "C allin, A call, B allin");
  REQUIRE(at(r, "ok").as_bool());
  CHECK(str(r, "bustedGroups.0.0") == "C");
  CHECK(str(r, "bustedGroups.1.0") == "B");
}

TEST_CASE("TDA 2024 RP-11: a big blind who calls a raise gets none of his ante back later") {
  // A real WSOP spot, scaled: blinds 250 000/500 000, big-blind ante 500 000. The button raises
  // to 1 100 000, the big blind calls, both check down. Nothing is uncalled: the ante is dead.
  const std::string settings =
      R"("format":"tournament","blinds":[250000,500000],"bigBlindAnte":500000,"button":0,)"
      R"("ranking":[["A"],["C"]])";
  auto r = play(settings, "A:30000000 B:20000000 C:25000000",
                "A raise 1100000, B fold, C call, C check, A check, C check, A check, C check, "
                "A check");
  REQUIRE(at(r, "ok").as_bool());
  CHECK(at(r, "returned").members().empty());
  CHECK(num(r, "pots.0.amount") == 250000 + 2 * 1100000 + 500000);
  CHECK(num(r, "pots.0.calculation.deadMoney") == 500000);      // the ante
  CHECK(str(r, "pots.0.calculation.partial.0.player") == "B");  // the folded small blind
  CHECK(num(r, "pots.0.calculation.partial.0.chips") == 250000);
  CHECK(num(r, "net.A") == 1100000 + 250000 + 500000);
}
