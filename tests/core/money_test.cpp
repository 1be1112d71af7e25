// Money with cents (issue 12): "decimals" counts exact hundredths, never floating point.
#include "core/base/money.hpp"

#include <doctest/doctest.h>

#include "tests/core/betting_helpers.hpp"
#include "tests/core/quick_helpers.hpp"

using namespace tapis;

TEST_CASE("Amounts are read exactly in the money unit, from the JSON number's own text") {
  const Money cents{2};
  CHECK(read_amount("200.30", cents).units == 20030);
  CHECK(read_amount("0.1", cents).units == 10);
  CHECK(read_amount("0.05", cents).units == 5);
  CHECK(read_amount("1e2", cents).units == 10000);
  CHECK(read_amount("2.5e-1", cents).units == 25);
  CHECK(read_amount("0.10000", cents).units == 10);
  CHECK(read_amount("0.001", cents).problem == AmountProblem::Fraction);
  CHECK(read_amount("-0.5", cents).problem == AmountProblem::Negative);
  CHECK(read_amount("1e40", cents).problem == AmountProblem::TooLarge);
  CHECK(read_amount("9999999999999.99", cents).units == 999999999999999);
  CHECK(read_amount("10000000000000", cents).problem == AmountProblem::TooLarge);
  CHECK(read_amount("3", Money{0}).units == 3);
  CHECK(read_amount("3.5", Money{0}).problem == AmountProblem::Fraction);
  CHECK(read_amount("9007199254740992", Money{0}).units == kMaxChips);
  CHECK(read_amount("9007199254740993", Money{0}).problem == AmountProblem::TooLarge);
  CHECK(Money{2}.text(20030) == "200.30");
  CHECK(Money{2}.text(-5) == "-0.05");
  CHECK(Money{0}.text(1200) == "1200");
}

TEST_CASE("A 0.25/0.50 game in cents: every amount in and out in euros") {
  auto r = run_spec(R"({"decimals":2,"players":[{"name":"A","committed":12.5},
      {"name":"B","committed":30.25},{"name":"C","committed":30.25}],"deadMoney":0.75,
      "smallestChip":0.05,"ranking":[["B","C"],["A"]]})");
  REQUIRE(r.find("ok")->as_bool());
  const Json& main = r.find("pots")->items()[0];
  CHECK(main.find("amount")->dump() == "38.25");  // 0.75 + 12.50 × 3
  CHECK(r.find("pots")->items()[1].find("amount")->dump() == "35.5");
  // Side pot of 35.50 split in units of the 0.05 chip: 17.75 each.
  CHECK(r.find("payouts")->find("B")->dump() == "36.9");  // 19.15 + 17.75
  CHECK(r.find("payouts")->find("C")->dump() == "36.85");
  CHECK(r.find("smallestChip")->dump() == "0.05");
}

TEST_CASE("Three decimals with \"decimals\": 2 is amount.fraction, naming the field") {
  auto r = run_spec(R"({"decimals":2,"players":[{"name":"A","committed":1.005},{"name":"B",
      "committed":2}]})");
  CHECK_FALSE(r.find("ok")->as_bool());
  const Json& e = r.find("errors")->items()[0];
  CHECK(e.find("code")->as_string() == "amount.fraction");
  CHECK(e.find("field")->as_string() == "players[0].committed");
  CHECK(e.find("params")->find("decimals")->as_integer() == 2);
  CHECK(e.find("params")->find("player")->as_string() == "A");
  // The English sentence: tests/node/english-messages.test.mjs (the core emits code and params).
  CHECK(e.find("message") == nullptr);
}

TEST_CASE("A deal in cents: 0.25/0.50, the raise box and the legal sizes in euros") {
  using namespace bet_test;
  auto r = play(R"("decimals":2,"blinds":[0.25,0.5],"button":2)", "A:50 B:50 C:50", "C raise 1.5");
  REQUIRE(at(r, "ok").as_bool());
  CHECK(at(r, "legal.raise.min").dump() == "2.5");
  CHECK(at(r, "bets.C").dump() == "1.5");
  CHECK(at(r, "pot").dump() == "2.25");
}
