// Chips pushed without a word: the 50% rule and the lone oversized chip (guides 003 and 000).
#include <doctest/doctest.h>

#include "tests/core/betting_helpers.hpp"

using namespace bet_test;

namespace {
const std::string kBlinds = R"("blinds":[1,2])";
const std::string kSeats = "A:100 B:100 C:100";
const std::string kFlop = "C call, A call, B check";  // 2 each, A first on the flop
}  // namespace

TEST_CASE("003 La regle des 50 %: facing 10, a silent push of 16 is a raise completed to 20") {
  auto r = play(kBlinds, kSeats, kFlop + ", A bet 10, B chips 16");
  REQUIRE(at(r, "ok").as_bool());
  CHECK(str(r, "log.-1.type") == "raise");
  CHECK(num(r, "log.-1.to") == 20);
  CHECK(num(r, "log.-1.pushed") == 16);
  CHECK(str(r, "log.-1.as") == "chips");
  CHECK(num(r, "bets.B") == 20);
  CHECK(num(r, "players.1.stack") == 78);
  CHECK(ruling_num(r, "chips.fifty_percent_raise", "excess") == 6);
  CHECK(ruling_num(r, "chips.fifty_percent_raise", "minRaise") == 10);
  CHECK(ruling_num(r, "chips.fifty_percent_raise", "to") == 20);
  // The English sentence: tests/node/english-messages.test.mjs (the core emits code and params).
  CHECK(ruling_rule(r, "chips.fifty_percent_raise") == "guide-003-fifty-percent");
}

TEST_CASE("003 La regle des 50 %: facing 10, a silent push of 14 is a call, 4 go back") {
  auto r = play(kBlinds, kSeats, kFlop + ", A bet 10, B chips 14");
  REQUIRE(at(r, "ok").as_bool());
  CHECK(str(r, "log.-1.type") == "call");
  CHECK(num(r, "bets.B") == 10);
  CHECK(num(r, "players.1.stack") == 88);
  CHECK(ruling_num(r, "chips.fifty_percent_call", "back") == 4);
  // The English sentence: tests/node/english-messages.test.mjs (the core emits code and params).
  // A push of a full raise or more is that raise.
  auto big = play(kBlinds, kSeats, kFlop + ", A bet 10, B chips 25");
  CHECK(has_ruling(big, "chips.raise"));
  CHECK(num(big, "bets.B") == 25);
  // Exactly the call is a call.
  CHECK(has_ruling(play(kBlinds, kSeats, kFlop + ", A bet 10, B chips 10"), "chips.call"));
}

TEST_CASE("003 Le jeton unique trop gros: facing 6, a single 25 chip is a call") {
  auto r = play(kBlinds, kSeats, kFlop + ", A bet 6, B chip 25");
  REQUIRE(at(r, "ok").as_bool());
  CHECK(str(r, "log.-1.type") == "call");
  CHECK(num(r, "bets.B") == 6);
  CHECK(num(r, "players.1.stack") == 92);
  CHECK(ruling_num(r, "chips.one_chip_call", "pushed") == 25);
  CHECK(ruling_num(r, "chips.one_chip_call", "call") == 6);
  CHECK(ruling_num(r, "chips.one_chip_call", "back") == 19);
  // With no bet facing, the chip is a bet of its value (guide 000).
  auto bet = play(kBlinds, kSeats, kFlop + ", A chip 25");
  CHECK(str(bet, "log.-1.type") == "bet");
  CHECK(num(bet, "bets.A") == 25);
  CHECK(has_ruling(bet, "chips.one_chip_bet"));
  // The big blind's option: a lone chip is a check.
  auto option = play(kBlinds, kSeats, "C call, A call, B chip 25");
  CHECK(str(option, "log.-2.type") == "check");
  CHECK(str(option, "street") == "flop");
}

TEST_CASE("000 Un geste silencieux: when every chip is needed to call, pushing them is a call") {
  auto r = play(kBlinds, "A:100 B:8 C:100", kFlop + ", A bet 10, B chips 6");
  REQUIRE(at(r, "ok").as_bool());
  CHECK(str(r, "log.-1.type") == "call");
  CHECK(at(r, "players.1.allIn").as_bool());
  CHECK(has_ruling(r, "chips.call"));
  CHECK(has_ruling(r, "allin.short_call"));
  // With more than the call, the whole stack pushed is an all-in.
  auto in = play(kBlinds, "A:100 B:14 C:100", kFlop + ", A bet 10, B chips 12");
  CHECK(str(in, "log.-1.type") == "raise");
  CHECK(at(in, "players.1.allIn").as_bool());
}

TEST_CASE("Chips: a push below the call, or above the stack, is refused") {
  auto low = play(kBlinds, kSeats, kFlop + ", A bet 10, B chips 6");
  CHECK(error_code(low) == "action.chips_below_call");
  CHECK(error_action(low) == 4);
  auto high = play(kBlinds, kSeats, kFlop + ", A bet 10, B chips 500");
  CHECK(error_code(high) == "action.above_stack");
  CHECK(error_code(play(kBlinds, kSeats, kFlop + ", A chips 0")) == "action.no_chips");
  // Below the minimum bet, with no bet facing: completed to the big blind.
  auto small = play(R"("blinds":[5,10])", kSeats, kFlop + ", A chips 4");
  CHECK(has_ruling(small, "chips.bet_completed"));
  CHECK(num(small, "bets.A") == 10);
  // Where raising is closed, any push over the call is a call.
  auto closed =
      play(kBlinds, "A:100 B:16 C:100 D:100",
           "C call, D call, A call, B check, A bet 10, B allin, C call, D call, A chips 30");
  CHECK(has_ruling(closed, "chips.call_raise_closed"));
  CHECK(num(closed, "players.0.committed") == 16);
}
