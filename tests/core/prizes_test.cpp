// Tournament prize money (issue 31): the Malmuth-Harville ICM values of the stacks, and the
// places and prizes of the players who bust in a hand (guide 002: more chips at the start of the
// hand finishes higher; with a big-blind ante, once it is posted).
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>

#include "core/prizes/finish_places.hpp"
#include "core/prizes/icm.hpp"
#include "tests/core/betting_helpers.hpp"
#include "tests/core/quick_helpers.hpp"

using namespace bet_test;
using tapis::Cents;
using tapis::Chips;

namespace {

double money(const Json& r, const std::string& path) {
  return at(r, path).as_real();
}

// Every value of an object of money, summed in cents.
Cents cents_sum(const Json& obj) {
  Cents sum = 0;
  for (const auto& [name, v] : obj.members()) sum += std::llround(v.as_real() * 100);
  return sum;
}

// Guide 002's example 2 as a final table: A 1 500, B 4 000, C 2 500, D 6 000, everyone all-in
// by the flop; prizes 500 / 300 / 200.
std::string example_2(const std::string& ranking, const std::string& extra = "") {
  return R"({"format":"tournament","prizes":[500,300,200],"players":[
      {"name":"A","committed":1500,"stack":1500},{"name":"B","committed":4000,"stack":4000},
      {"name":"C","committed":2500,"stack":2500},{"name":"D","committed":6000,"stack":6000}],
      "ranking":)" +
         ranking + extra + "}";
}

// The first ruling of prizeEquity with this code, or null.
const Json& ruling_of(const Json& r, const std::string& code) {
  static const Json none;
  for (const auto& ruling : at(r, "prizeEquity.rulings").items())
    if (ruling.find("code")->as_string() == code) return ruling;
  return none;
}

}  // namespace

TEST_CASE("ICM: the three-handed example 60,000 / 30,000 / 10,000 on 500 / 300 / 200") {
  // A public ICM calculator's example: about 412.4 / 338.3 / 249.3.
  const auto v = tapis::icm_values({60000, 30000, 10000}, {50000, 30000, 20000});
  REQUIRE(v.exact);
  CHECK(v.value[0] / 100 == doctest::Approx(412.4).epsilon(0.0005));
  CHECK(v.value[1] / 100 == doctest::Approx(338.3).epsilon(0.0005));
  CHECK(v.value[2] / 100 == doctest::Approx(249.3).epsilon(0.0005));
  const auto cents = tapis::round_to_total(v.value, 100000);
  CHECK(cents[0] + cents[1] + cents[2] == 100000);
}

TEST_CASE("ICM: the dynamic programme over subsets equals the plain recursion over orders") {
  const std::vector<std::vector<Chips>> tables = {{1, 1},
                                                  {500, 1500},
                                                  {1200, 3700, 2200, 5700},
                                                  {7, 1, 3, 9, 2, 5},
                                                  {9000, 10, 10, 10, 10, 10, 10, 10}};
  for (const auto& stacks : tables)
    for (const std::vector<Cents>& prizes :
         {std::vector<Cents>{100}, {50000, 30000, 20000}, {5, 4, 3, 2, 1, 1, 1, 1, 1}}) {
      const auto dp = tapis::icm_values(stacks, prizes);
      const auto plain = tapis::icm_recursive(stacks, prizes);
      REQUIRE(dp.exact);
      for (std::size_t i = 0; i < stacks.size(); ++i)
        CHECK(dp.value[i] == doctest::Approx(plain[i]).epsilon(1e-9));
    }
}

TEST_CASE("ICM: equal stacks are worth the same; heads-up, chips are prize shares") {
  const auto even = tapis::icm_values({300, 300, 300}, {600, 300});
  CHECK(even.value[0] == doctest::Approx(300));
  CHECK(even.value[2] == doctest::Approx(300));
  // Two players: first place's chance is the chip share.
  const auto two = tapis::icm_values({3000, 1000}, {1000, 0});
  CHECK(two.value[0] == doctest::Approx(750));
}

TEST_CASE("ICM above the exact limit: Monte Carlo within four of its stated standard errors") {
  // 24 players, 5 paid places: 5.1 million finishing orders, too many to walk in the page.
  std::vector<Chips> stacks;
  for (int i = 0; i < 24; ++i) stacks.push_back(1000 + 370 * ((i * 7) % 11));
  const std::vector<Cents> prizes = {50000, 30000, 20000, 10000, 5000};
  const auto mc = tapis::icm_values(stacks, prizes);
  REQUIRE_FALSE(mc.exact);
  CHECK(mc.samples > 0);
  CHECK(mc.samples <= tapis::kIcmSamples);
  CHECK(mc.samples % tapis::kIcmBatch == 0);
  const auto plain = tapis::icm_recursive(stacks, prizes);
  double sum = 0, worst = 0;
  for (std::size_t i = 0; i < stacks.size(); ++i) {
    CHECK(mc.std_error[i] > 0);
    CHECK(std::abs(mc.value[i] - plain[i]) < 4 * mc.std_error[i]);
    worst = std::max(worst, mc.std_error[i]);
    sum += mc.value[i];
  }
  // Drawn until within 1st prize / 2,000 (25.00), or as many draws as allowed.
  CHECK((worst <= 25 || mc.samples == tapis::kIcmSamples));
  CHECK(sum == doctest::Approx(115000));  // every draw pays every prize once
}

TEST_CASE("ICM: a big field with few paid places is still exact, by its finishing orders") {
  // 200 players, 2 places: 39,800 orders, walked one by one.
  std::vector<Chips> stacks;
  for (int i = 0; i < 200; ++i) stacks.push_back(100 + i);
  const auto v = tapis::icm_values(stacks, {700, 300});
  REQUIRE(v.exact);
  double total = 0;
  for (Chips s : stacks) total += static_cast<double>(s);
  // First place alone: the chip share exactly; the biggest stack is worth the most.
  CHECK(v.value[199] > v.value[0]);
  CHECK(v.value[0] + v.value[199] < 2 * 1000.0 * 299 / total + 1);
  double sum = 0;
  for (double x : v.value) sum += x;
  CHECK(sum == doctest::Approx(1000));
}

TEST_CASE("ICM with a stack of 2^53 chips beside single chips: exact sums, values add up") {
  // A double would lose the single chips beside 2^53 (each small stack then "sure" of 2nd).
  const std::vector<Chips> stacks = {(Chips{1} << 53) - 1, 1, 1};
  const std::vector<Cents> prizes = {50000, 30000};
  const auto v = tapis::icm_values(stacks, prizes);
  const auto plain = tapis::icm_recursive(stacks, prizes);
  CHECK(v.value[1] == doctest::Approx(plain[1]));
  CHECK(v.value[1] == doctest::Approx(15000).epsilon(0.001));  // half of 2nd place
  const auto cents = tapis::round_to_total(v.value, 80000);
  CHECK(cents[0] + cents[1] + cents[2] == 80000);
}

TEST_CASE("ICM Monte Carlo with a tiny stack among big ones stays quick and right") {
  // 19 stacks of 50,000 and one of 1 chip, 20 places paid: a sampler that redrew placed players
  // would need about a million draws for each last place.
  std::vector<Chips> stacks(19, 50000);
  stacks.push_back(1);
  std::vector<Cents> prizes;
  for (int i = 0; i < 20; ++i) prizes.push_back(2000 - 100 * i);
  const auto mc = tapis::icm_values(stacks, prizes);
  REQUIRE_FALSE(mc.exact);
  // The 1-chip stack finishes last but for a chance of about 1 in 950,000 per place: 100.00.
  CHECK(mc.value[19] == doctest::Approx(100).epsilon(0.01));
  CHECK(mc.value[0] == doctest::Approx((21000 - 100) / 19.0).epsilon(0.01));
}

TEST_CASE("Rounding to the cent keeps the total: 100 / 3 three ways is 33.34, 33.33, 33.33") {
  CHECK(tapis::round_to_total({10000.0 / 3, 10000.0 / 3, 10000.0 / 3}, 10000) ==
        std::vector<Cents>{3334, 3333, 3333});
  CHECK(tapis::round_to_total({0.6, 0.6, 0.8}, 2) == std::vector<Cents>{1, 0, 1});
}

TEST_CASE("Places of the players who bust: the last places, the bigger start stack first") {
  // Six left; two bust in one hand, the first group had more chips: places 5 and 6.
  const auto groups = tapis::finish_places({{2}, {4}}, 6, {5000, 3000, 2000, 1000, 600, 400});
  REQUIRE(groups.size() == 2);
  CHECK(groups[0].from == 5);
  CHECK(groups[0].prizes[0] == 600);
  CHECK(groups[1].from == 6);
  CHECK(groups[1].prizes[0] == 400);
  // Tied: they share places 5 and 6, (600 + 400) / 2 each; an odd cent goes to the first.
  const auto tied = tapis::finish_places({{2, 4}}, 6, {5000, 3000, 2000, 1000, 600, 401});
  CHECK(tied[0].from == 5);
  CHECK(tied[0].to == 6);
  CHECK(tied[0].prizes == std::vector<Cents>{501, 500});
}

TEST_CASE("002 Exemple 2 as a final table: A, C, B, D in that order, nobody busts") {
  auto r = run_spec(example_2(R"([["A"],["C"],["B"],["D"]])"));
  REQUIRE(flag(r, "ok"));
  // Before: 1 500 / 4 000 / 2 500 / 6 000 chips on 500 / 300 / 200.
  // Before, by hand over the 24 finishing orders: 144.1805 / 288.8917 / 220.2109 / 346.7168.
  CHECK(money(r, "prizeEquity.before.values.A") == doctest::Approx(144.18));
  CHECK(money(r, "prizeEquity.before.values.B") == doctest::Approx(288.89));
  CHECK(money(r, "prizeEquity.before.values.C") == doctest::Approx(220.21));
  CHECK(money(r, "prizeEquity.before.values.D") == doctest::Approx(346.72));
  CHECK(cents_sum(at(r, "prizeEquity.before.values")) == 100000);
  // After: A 6 000, B 3 000, C 3 000, D 2 000, still four players for three prizes: 343.29 /
  // 239.7511 / 239.7511 / 177.2078, the cent left over to D's larger remainder.
  CHECK(at(r, "prizeEquity.after.finish").members().empty());
  CHECK(money(r, "prizeEquity.after.values.A") == doctest::Approx(343.29));
  CHECK(money(r, "prizeEquity.after.values.B") == doctest::Approx(239.75));
  CHECK(money(r, "prizeEquity.after.values.C") == doctest::Approx(239.75));
  CHECK(money(r, "prizeEquity.after.values.D") == doctest::Approx(177.21));
  CHECK(money(r, "prizeEquity.after.change.A") == doctest::Approx(199.11));
  CHECK(money(r, "prizeEquity.after.change.D") == doctest::Approx(-169.51));
  CHECK(str(r, "prizeEquity.rulings.0.code") == "prizes.icm");
  CHECK(str(r, "prizeEquity.rulings.0.rule") == "ICM-Malmuth-Harville");
}

TEST_CASE("002 Exemple 2 as a final table: D wins everything, B 2nd, C 3rd, A 4th") {
  // Guide 002: busting in one hand, more chips at the start of the hand finishes higher.
  auto r = run_spec(example_2(R"([["D"],["A"],["C"],["B"]])"));
  REQUIRE(flag(r, "ok"));
  CHECK(num(r, "prizeEquity.after.finish.B") == 2);
  CHECK(num(r, "prizeEquity.after.finish.C") == 3);
  CHECK(num(r, "prizeEquity.after.finish.A") == 4);
  CHECK(money(r, "prizeEquity.after.paid.B") == 300);
  CHECK(money(r, "prizeEquity.after.paid.C") == 200);
  CHECK(money(r, "prizeEquity.after.paid.A") == 0);
  CHECK(money(r, "prizeEquity.after.values.D") == 500);  // the last one wins
  CHECK(money(r, "prizeEquity.after.change.D") ==
        doctest::Approx(500 - money(r, "prizeEquity.before.values.D")));
  CHECK(str(r, "prizeEquity.rulings.1.code") == "prizes.busted_order");
  CHECK(names_of(r, "prizeEquity.rulings.1.params.players") == "B,C,A");
  CHECK(num(r, "prizeEquity.rulings.1.params.from") == 2);
  CHECK(num(r, "prizeEquity.rulings.1.params.to") == 4);
  CHECK(str(r, "prizeEquity.rulings.2.code") == "prizes.winner");
  CHECK(str(r, "prizeEquity.rulings.2.params.player") == "D");
}

TEST_CASE("002 Exemple 2 as a final table: B wins the main pot, D the rest, C and A bust") {
  auto r = run_spec(example_2(R"([["B"],["D"],["C"],["A"]])"));
  REQUIRE(flag(r, "ok"));
  // B wins every pot he is in (main, side 1, side 2): 12 000; D gets 2 000 back. C (2 500)
  // finishes 3rd, A (1 500) 4th.
  CHECK(num(r, "prizeEquity.after.finish.C") == 3);
  CHECK(num(r, "prizeEquity.after.finish.A") == 4);
  CHECK(money(r, "prizeEquity.after.paid.C") == 200);
  CHECK(money(r, "prizeEquity.after.paid.A") == 0);
  // B 12 000 and D 2 000 play for 500 and 300: 471.4286 and 328.5714.
  CHECK(at(r, "prizeEquity.after.values").members().size() == 2);
  CHECK(money(r, "prizeEquity.after.values.B") == doctest::Approx(471.43));
  CHECK(money(r, "prizeEquity.after.values.D") == doctest::Approx(328.57));
}

TEST_CASE("Equal stacks busting together tie and share their places' prizes") {
  auto r = run_spec(R"({"format":"tournament","prizes":[600,300,100],"players":[
      {"name":"A","committed":2000,"stack":5000},{"name":"B","committed":2000,"stack":2000},
      {"name":"C","committed":2000,"stack":2000}],"ranking":[["A"],["B","C"]]})");
  REQUIRE(flag(r, "ok"));
  CHECK(at(r, "prizeEquity.after.finish.B").size() == 2);
  CHECK(num(r, "prizeEquity.after.finish.B.0") == 2);
  CHECK(num(r, "prizeEquity.after.finish.B.1") == 3);
  CHECK(money(r, "prizeEquity.after.paid.B") == 200);  // (300 + 100) / 2
  CHECK(money(r, "prizeEquity.after.paid.C") == 200);
  CHECK(money(r, "prizeEquity.after.values.A") == 600);
  CHECK(names_of(ruling_of(r, "prizes.tie"), "params.players") == "B,C");
}

TEST_CASE("Big-blind ante: stacks compared once it is posted, C 3rd above B in prize money too") {
  // deal_pots_test's hand: B (big blind) sat with 1 000 but had 900 after the ante; C 950.
  const std::string settings =
      R"("format":"tournament","blinds":[50,100],"bigBlindAnte":100,"button":2,)"
      R"("ranking":[["A"],["C"],["B"]],"prizes":[700,200,100])";
  auto r = play(settings, "A:3000 B:1000 C:950", "C allin, A call, B allin");
  REQUIRE(flag(r, "ok"));
  CHECK(num(r, "prizeEquity.after.finish.C") == 2);
  CHECK(num(r, "prizeEquity.after.finish.B") == 3);
  CHECK(money(r, "prizeEquity.after.paid.C") == 200);
  CHECK(money(r, "prizeEquity.after.values.A") == 700);
  // B sat with more chips than C, so he was worth more before the hand.
  CHECK(money(r, "prizeEquity.before.values.B") > money(r, "prizeEquity.before.values.C"));
  CHECK(str(ruling_of(r, "prizes.busted_order"), "params.ante") == "after");
}

TEST_CASE("Other tables' stacks share the places left; the hand undecided has no 'after'") {
  auto r = run_spec(R"({"format":"tournament","prizes":[500,300,200],"otherStacks":[3000],
      "players":[{"name":"A","committed":1000,"stack":3000},
                 {"name":"B","committed":1000,"stack":3000}]})");
  REQUIRE(flag(r, "ok"));
  CHECK(money(r, "prizeEquity.before.values.A") == doctest::Approx(1000.0 / 3).epsilon(0.001));
  CHECK(money(r, "prizeEquity.before.others.0") == doctest::Approx(1000.0 / 3).epsilon(0.001));
  CHECK(is_null(r, "prizeEquity.after"));
}

TEST_CASE("Prize errors are at their fields, and the rest of the report stays") {
  auto cash = run_spec(R"({"prizes":[100],"players":[{"name":"A","committed":5,"stack":5},
      {"name":"B","committed":5,"stack":9}]})");
  CHECK(error_code(cash) == "prizes.cash_game");
  CHECK(str(cash, "errors.0.field") == "prizes");
  CHECK(num(cash, "pots.0.amount") == 10);

  auto bad = run_spec(R"({"format":"tournament","prizes":[100,-5,2.125],"otherStacks":[0],
      "players":[{"name":"A","committed":5,"stack":5},{"name":"B","committed":5,"stack":9}]})");
  CHECK(str(bad, "errors.0.code") == "amount.negative");
  CHECK(str(bad, "errors.0.field") == "prizes[1]");
  CHECK(str(bad, "errors.1.code") == "amount.fraction");
  CHECK(num(bad, "errors.1.params.decimals") == 2);
  CHECK(str(bad, "errors.2.field") == "otherStacks[0]");
  CHECK(at(bad, "prizeEquity").is_null());
  CHECK(num(bad, "pots.0.amount") == 10);

  auto missing = run_spec(R"({"format":"tournament","prizes":[100],
      "players":[{"name":"A","committed":5},{"name":"B","committed":9,"stack":20}]})");
  // A put in 5 to B's 9: all-in, his stack is 5. B's stack is given. Both are known.
  CHECK(flag(missing, "ok"));
  auto unknown = run_spec(R"({"format":"tournament","prizes":[100],
      "players":[{"name":"A","committed":5},{"name":"B","committed":5}]})");
  CHECK(error_code(unknown) == "prizes.stack_missing");
  CHECK(str(unknown, "errors.0.field") == "players[0].stack");

  auto empty = run_spec(R"({"format":"tournament","prizes":[100],"players":[
      {"name":"A","committed":0,"stack":0},{"name":"B","committed":5,"stack":9},
      {"name":"C","committed":5,"stack":5}]})");
  CHECK(error_code(empty) == "amount.below_min");  // out of the tournament already
  CHECK(str(empty, "errors.0.field") == "players[0].stack");
  CHECK(num(empty, "pots.0.amount") == 10);

  auto others = run_spec(R"({"format":"tournament","otherStacks":[100],
      "players":[{"name":"A","committed":5,"stack":5},{"name":"B","committed":5,"stack":9}]})");
  CHECK(error_code(others) == "otherStacks.without_prizes");
}

TEST_CASE("Cards that do not fit the game leave the values before the hand") {
  auto r = run_spec(R"({"format":"tournament","prizes":[100,50],"board":"2c 3d 4h 5s 9c",
      "players":[{"name":"A","committed":5,"stack":5,"cards":"As Ks Qs"},
                 {"name":"B","committed":5,"stack":9,"cards":"7h 7d"}]})");
  CHECK_FALSE(flag(r, "ok"));
  CHECK(cents_sum(at(r, "prizeEquity.before.values")) == 15000);
  CHECK(is_null(r, "prizeEquity.after"));
}

TEST_CASE("Prizes that go up from one place to the next are allowed, with a ruling") {
  auto r = run_spec(R"({"format":"tournament","prizes":[100,200],"players":[
      {"name":"A","committed":5,"stack":5},{"name":"B","committed":5,"stack":9}]})");
  REQUIRE(flag(r, "ok"));
  CHECK(str(r, "prizeEquity.rulings.0.code") == "prizes.not_decreasing");
  CHECK(num(r, "prizeEquity.rulings.0.params.place") == 2);
}

TEST_CASE("A hand in progress already says what the stacks were worth as it began") {
  auto r = play(R"("format":"tournament","blinds":[50,100],"button":2,"prizes":[650,350])",
                "A:1000 B:1000 C:2000", "C raise 300");
  REQUIRE(flag(r, "ok"));
  REQUIRE_FALSE(flag(r, "over"));
  CHECK(money(r, "prizeEquity.before.values.C") > money(r, "prizeEquity.before.values.A"));
  CHECK(cents_sum(at(r, "prizeEquity.before.values")) == 100000);
  CHECK(is_null(r, "prizeEquity.after"));
}
