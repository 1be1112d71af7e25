// Pot-Limit and Limit (guide 003), TDA 2024 Rule 47-B.
#include <doctest/doctest.h>

#include "tests/core/betting_helpers.hpp"

using namespace bet_test;

namespace {
const std::string kPotLimit = R"("betting":"pot-limit","blinds":[1,2])";
const std::string kLimit = R"("betting":"limit","blinds":[1,2],"limit":{"smallBet":2,"bigBet":4})";
}  // namespace

TEST_CASE("003 Pot Limit: blinds 1/2, first to act, call 2, pot 5, maximum raise to 7") {
  auto r = play(kPotLimit, "A:100 B:100 C:100 D:100", "");
  CHECK(str(r, "toAct") == "C");
  CHECK(num(r, "legal.raise.max") == 7);
  CHECK(num(r, "legal.raise.min") == 4);  // the minimum is as in No-Limit
  CHECK(num(r, "round.potForLimit") == 3);
  auto over = play(kPotLimit, "A:100 B:100 C:100 D:100", "C raise 8");
  CHECK(error_code(over) == "action.raise_above_max");
  CHECK(error_action(over) == 0);
  CHECK(num(over, "errors.0.params.max") == 7);
  CHECK(str(over, "errors.0.params.structure") == "pot-limit");
  // All-in above the pot is refused too; below it, it is a raise.
  CHECK(error_code(play(kPotLimit, "A:100 B:100 C:100 D:100", "C allin")) ==
        "action.raise_above_max");
  CHECK(at(play(kPotLimit, "A:100 B:100 C:6 D:100", "C allin"), "ok").as_bool());
}

TEST_CASE("003 Pot Limit: on the flop, pot 20, facing 10: call 10, pot 40, raise to 50") {
  // Heads-up, B on the button: B raises to 6 (the pot), A to 10, B calls: 20 in the pot.
  const std::string pre = "B raise 6, A raise 10, B call";
  auto flop = play(kPotLimit, "A:200 B:200", pre);
  CHECK(str(flop, "street") == "flop");
  CHECK(num(flop, "pot") == 20);
  CHECK(num(flop, "legal.bet.max") == 20);  // a pot-sized bet
  auto r = play(kPotLimit, "A:200 B:200", pre + ", A bet 10");
  CHECK(num(r, "legal.raise.max") == 50);
  CHECK(num(r, "legal.raise.min") == 20);
  CHECK(at(play(kPotLimit, "A:200 B:200", pre + ", A bet 10, B raise 50"), "ok").as_bool());
  CHECK(error_code(play(kPotLimit, "A:200 B:200", pre + ", A bet 21")) == "action.bet_above_max");
}

TEST_CASE("003 Pot Limit: preflop a missing or all-in blind still counts as a full blind") {
  // B is all-in for 1 on the big blind of 2: the formula still counts 1 + 2 in the pot.
  auto r = play(kPotLimit, "A:100 B:1 C:100", "");
  CHECK(num(r, "pot") == 2);
  CHECK(num(r, "round.potForLimit") == 3);
  CHECK(num(r, "legal.raise.max") == 7);
}

TEST_CASE("003 Limit 2/4: bets of 2 preflop and on the flop, 4 on the turn and river") {
  const std::string seats = "A:100 B:100 C:100 D:100";
  auto pre = play(kLimit, seats, "");
  CHECK(num(pre, "legal.raise.min") == 4);
  CHECK(num(pre, "legal.raise.max") == 4);
  CHECK(error_code(play(kLimit, seats, "C raise 5")) == "action.raise_above_max");
  CHECK(error_code(play(kLimit, seats, "C raise 3")) == "action.raise_below_min");
  auto flop = play(kLimit, seats, "C call, D call, A call, B check");
  CHECK(str(flop, "street") == "flop");
  CHECK(num(flop, "legal.bet.min") == 2);
  CHECK(num(flop, "legal.bet.max") == 2);
  auto turn =
      play(kLimit, seats, "C call, D call, A call, B check, A check, B check, C check, D check");
  CHECK(str(turn, "street") == "turn");
  CHECK(num(turn, "legal.bet.min") == 4);
  CHECK(num(turn, "legal.bet.max") == 4);
  CHECK(num(turn, "round.betSize") == 4);
  // Defaults: small bet = big blind, big bet = twice the small bet.
  auto d = play(R"("betting":"limit","blinds":[5,10])", seats, "");
  CHECK(num(d, "limit.smallBet") == 10);
  CHECK(num(d, "limit.bigBet") == 20);
  CHECK(num(d, "limit.cap") == 4);
}

TEST_CASE("003 Limit: the raise cap, one bet and three raises") {
  const std::string seats = "A:100 B:100 C:100 D:100";
  // The big blind is the bet; C, D and A raise: capped.
  auto r = play(kLimit, seats, "C raise 4, D raise 6, A raise 8");
  CHECK(str(r, "toAct") == "B");
  CHECK(num(r, "round.raises") == 4);
  CHECK(is_null(r, "legal.raise"));
  CHECK(str(r, "legal.raiseClosed.code") == "action.cap_reached");
  CHECK(num(r, "legal.call") == 6);
  auto bad = play(kLimit, seats, "C raise 4, D raise 6, A raise 8, B raise 10");
  CHECK(error_code(bad) == "action.cap_reached");
  CHECK(error_action(bad) == 3);
  // The cap is configurable.
  auto five = play(R"("betting":"limit","blinds":[1,2],"limit":{"cap":5})", seats,
                   "C raise 4, D raise 6, A raise 8");
  CHECK(num(five, "legal.raise.min") == 10);
}

TEST_CASE("003 Limit: TDA, the cap holds heads-up, except a tournament's heads-up final") {
  const std::string seats = "A:100 B:100";
  const std::string acts = "B raise 4, A raise 6, B raise 8";  // B on the button
  auto cash = play(kLimit, seats, acts);
  CHECK(str(cash, "legal.raiseClosed.code") == "action.cap_reached");
  auto final_duel = play(R"("betting":"limit","format":"tournament","blinds":[1,2])", seats, acts);
  CHECK(at(final_duel, "limit.capHeadsUp").as_bool() == false);
  CHECK(num(final_duel, "legal.raise.min") == 10);
  // A house that lifts the cap heads-up: once two players are left it no longer holds.
  auto lifted = play(R"("betting":"limit","blinds":[1,2],"limit":{"capHeadsUp":false})",
                     "A:100 B:100 C:100", "C raise 4, A fold, B raise 6, C raise 8");
  CHECK(num(lifted, "legal.raise.min") == 10);
  auto held = play(kLimit, "A:100 B:100 C:100", "C raise 4, A fold, B raise 6, C raise 8");
  CHECK(str(held, "legal.raiseClosed.code") == "action.cap_reached");
  // A tournament table of three where two are left in the hand is not the heads-up final.
  auto not_final = play(R"("betting":"limit","format":"tournament","blinds":[1,2])",
                        "A:100 B:100 C:100", "C raise 4, A fold, B raise 6, C raise 8");
  CHECK(str(not_final, "legal.raiseClosed.code") == "action.cap_reached");
}

TEST_CASE("000 TDA 2024 Rule 47-B: in Limit an all-in of half a bet or more reopens") {
  // Limit 10/20 (blinds 5/10); everyone in for 10, then on the flop A bets 10.
  const std::string settings = R"("betting":"limit","blinds":[5,10])";
  const std::string pre = "C call, A call, B check, A bet 10, B allin";
  // B all-in to 15: 5 more, half a bet: a raise. C may raise to 25, and A may raise again.
  auto half = play(settings, "A:100 B:25 C:100", pre);
  CHECK(has_ruling(half, "limit.half_bet_raise"));
  CHECK(ruling_rule(half, "limit.half_bet_raise") == "TDA-2024-47-B");
  CHECK(num(half, "log.-1.to") == 15);
  CHECK(flag(half, "log.-1.full"));  // half a bet counts as a full raise
  CHECK(num(half, "legal.raise.min") == 25);
  auto a = play(settings, "A:100 B:25 C:100", pre + ", C call");
  CHECK(str(a, "toAct") == "A");
  CHECK(num(a, "legal.raise.min") == 25);
  CHECK(num(a, "round.raises") == 2);

  // B all-in to 13: less than half a bet. C may only complete to 20; A may only call or fold.
  auto under = play(settings, "A:100 B:23 C:100", pre);
  CHECK(has_ruling(under, "limit.under_half_bet"));
  CHECK(num(under, "log.-1.to") == 13);
  CHECK_FALSE(flag(under, "log.-1.full"));
  CHECK(num(under, "legal.raise.min") == 20);
  CHECK(num(under, "legal.raise.max") == 20);
  auto closed = play(settings, "A:100 B:23 C:100", pre + ", C call");
  CHECK(str(closed, "legal.raiseClosed.code") == "action.not_reopened");
  CHECK(str(closed, "legal.raiseClosed.rule") == "TDA-2024-47-B");
  CHECK(num(closed, "legal.call") == 3);
}
