// No-Limit: minimum bet and raise, short all-ins and reopening (guides 003 and 000).
#include <doctest/doctest.h>

#include "tests/core/betting_helpers.hpp"

using namespace bet_test;

namespace {
const std::string kBlinds12 = R"("blinds":[1,2])";
}

TEST_CASE("003 Relance minimum avant le flop: blinds 1/2, raise to 7, next minimum 12") {
  // A small blind, B big blind, C first to act (left of the big blind), D on the button.
  auto start = play(kBlinds12, "A:100 B:100 C:100 D:100", "");
  CHECK(str(start, "toAct") == "C");
  CHECK(num(start, "legal.call") == 2);
  CHECK(num(start, "legal.raise.min") == 4);  // the bet is 2: a raise goes to at least 4
  CHECK(num(start, "legal.raise.max") == 100);
  CHECK(is_null(start, "legal.bet"));  // the big blind opened the betting

  auto r = play(kBlinds12, "A:100 B:100 C:100 D:100", "C raise 7");
  CHECK(str(r, "toAct") == "D");
  CHECK(num(r, "round.lastFullRaise") == 5);
  CHECK(num(r, "legal.raise.min") == 12);  // 7 + the 5 added
  CHECK(num(r, "bets.C") == 7);

  auto low = play(kBlinds12, "A:100 B:100 C:100 D:100", "C raise 7, D raise 11");
  CHECK(error_code(low) == "action.raise_below_min");
  CHECK(error_action(low) == 1);
  CHECK(num(low, "errors.0.params.min") == 12);
  CHECK(str(low, "errors.0.params.reason") == "full-raise");
  auto ok = play(kBlinds12, "A:100 B:100 C:100 D:100", "C raise 7, D raise 12");
  CHECK(at(ok, "ok").as_bool());
  CHECK(num(ok, "legal.raise.min") == 17);
}

TEST_CASE("003 Relance minimum apres le flop: pot 30, bet 10, raise to 35, next minimum 60") {
  const std::string seats = "A:200 B:200 C:200";
  auto flop = play(kBlinds12, seats, "C raise 10, A call, B call");
  CHECK(str(flop, "street") == "flop");
  CHECK(num(flop, "pots.0.amount") == 30);
  CHECK(str(flop, "toAct") == "A");        // first player still in on the button's left
  CHECK(num(flop, "legal.bet.min") == 2);  // the big blind

  auto r = play(kBlinds12, seats, "C raise 10, A call, B call, A bet 10, B raise 35");
  CHECK(num(r, "legal.raise.min") == 60);  // 35 to call + 25 raise
  CHECK(num(r, "legal.call") == 35);
  // The open street's bets are not in a pot yet.
  CHECK(num(r, "pots.0.amount") == 30);
  CHECK(num(r, "bets.A") == 10);
  CHECK(num(r, "bets.B") == 35);
  CHECK(num(r, "pot") == 75);
  CHECK(at(r, "returned").size() == 0);
}

TEST_CASE("003 FAQ: facing a bet of 10 the minimum raise is to 20; raised to 30, next is 50") {
  const std::string seats = "A:200 B:200 C:200";
  auto r = play(kBlinds12, seats, "C call, A call, B check, A bet 10");
  CHECK(num(r, "legal.raise.min") == 20);
  auto r2 = play(kBlinds12, seats, "C call, A call, B check, A bet 10, B raise 30");
  CHECK(num(r2, "legal.raise.min") == 50);
  // The reference is the largest raise of the round, not the last one.
  auto r3 = play(kBlinds12, "A:500 B:500 C:500 D:500",
                 "C call, D call, A call, B check, A bet 10, B raise 35, C raise 60");
  CHECK(num(r3, "legal.raise.min") == 85);
}

TEST_CASE("000 Un all-in rouvre-t-il les encheres: A bets 10, B all-in 14, C min raise 24") {
  // Blinds 1/2, four players see the flop (2 each); B has 14 left.
  const std::string seats = "A:100 B:16 C:100 D:100";
  const std::string pre = "C call, D call, A call, B check";
  auto flop = play(kBlinds12, seats, pre);
  CHECK(str(flop, "street") == "flop");
  CHECK(num(flop, "pot") == 8);

  auto r = play(kBlinds12, seats, pre + ", A bet 10, B allin");
  CHECK(str(r, "toAct") == "C");
  CHECK(ruling_param(r, "allin.incomplete_raise", "player").as_string() == "B");
  CHECK(ruling_num(r, "allin.incomplete_raise", "to") == 14);
  CHECK(ruling_num(r, "allin.incomplete_raise", "fullTo") == 20);
  CHECK(ruling_names(r, "allin.incomplete_raise", "closed") == "A");
  CHECK(ruling_names(r, "allin.incomplete_raise", "yet") == "C,D");
  CHECK(ruling_num(r, "allin.incomplete_raise", "minRaiseTo") == 24);
  // The English sentence: tests/node/english-messages.test.mjs (the core emits code and params).
  CHECK(str(r, "rulings.-1.rule") == "TDA-2024-47+WSOP-LAR-176");
  CHECK(num(r, "rulings.-1.action") == 5);
  // The log says it too: A's bet of 10 is full, B's all-in to 14 is not (TDA 2024 Rule 47).
  CHECK(str(r, "log.-2.type") == "bet");
  CHECK(flag(r, "log.-2.full"));
  CHECK(str(r, "log.-1.type") == "raise");
  CHECK(str(r, "log.-1.as") == "allin");
  CHECK_FALSE(flag(r, "log.-1.full"));
  // WSOP Rule 176: the all-in plus the last full bet, 14 + 10, not 20.
  CHECK(num(r, "legal.raise.min") == 24);
  CHECK(num(r, "legal.call") == 14);

  auto low = play(kBlinds12, seats, pre + ", A bet 10, B allin, C raise 20");
  CHECK(error_code(low) == "action.raise_below_min");
  CHECK(str(low, "errors.0.params.reason") == "after-short-all-in");
  CHECK(num(low, "errors.0.params.min") == 24);

  // Back to A: he already acted and faces only 4 more, call or fold only.
  auto a = play(kBlinds12, seats, pre + ", A bet 10, B allin, C call, D call");
  CHECK(str(a, "toAct") == "A");
  CHECK(num(a, "legal.call") == 4);
  CHECK(is_null(a, "legal.raise"));
  CHECK(str(a, "legal.raiseClosed.code") == "action.not_reopened");
  CHECK(str(a, "legal.raiseClosed.rule") == "TDA-2024-47");
  CHECK(num(a, "legal.raiseClosed.params.more") == 4);
  CHECK(num(a, "legal.raiseClosed.params.needed") == 10);
  CHECK(at(a, "legal.fold").as_bool());

  auto bad = play(kBlinds12, seats, pre + ", A bet 10, B allin, C call, D call, A raise 30");
  CHECK(error_code(bad) == "action.not_reopened");
  CHECK(error_action(bad) == 8);
  CHECK(str(bad, "toAct") == "A");  // the state before the bad action
  CHECK(num(bad, "actionsApplied") == 8);
}

TEST_CASE("000 WSOP Live Action Rule 175: a player may go all-in for less than the minimum") {
  // C has 20 left on the flop: less than the 24 minimum, he may still go all-in.
  const std::string seats = "A:100 B:16 C:22 D:100";
  const std::string pre = "C call, D call, A call, B check, A bet 10, B allin";
  auto r = play(kBlinds12, seats, pre);
  CHECK(num(r, "legal.raise.min") == 20);
  CHECK(num(r, "legal.raise.max") == 20);
  CHECK(str(r, "legal.allIn.as") == "raise");
  auto in = play(kBlinds12, seats, pre + ", C allin");
  CHECK(at(in, "ok").as_bool());
  CHECK(at(in, "players.2.allIn").as_bool());
  auto raise = play(kBlinds12, seats, pre + ", C raise 20");
  CHECK(at(raise, "ok").as_bool());
  CHECK(num(raise, "bets.C") == 20);
}

TEST_CASE("000 Plusieurs all-in courts: A 10, B all-in 14, C all-in 21 reopen for A only") {
  // E sits between B and C and calls B's 14 before C's all-in.
  const std::string seats = "A:100 B:16 E:100 C:23";
  const std::string pre = "E call, C call, A call, B check, A bet 10, B allin, E call, C allin";
  auto r = play(kBlinds12, seats, pre);
  CHECK(str(r, "toAct") == "A");
  // A put in 10 and faces 21: 11 more, at least a full raise of 10.
  CHECK_FALSE(is_null(r, "legal.raise"));
  CHECK(num(r, "legal.raise.min") == 31);  // the threshold stays the last full bet, 10
  CHECK(num(r, "round.lastFullRaise") == 10);
  CHECK(ruling_num(r, "allin.incomplete_raise", "to") == 21);
  CHECK(ruling_names(r, "allin.incomplete_raise", "reopened") == "A");
  CHECK(ruling_names(r, "allin.incomplete_raise", "closed") == "E");
  // Neither all-in is a full raise on its own; A's bet is a full one.
  CHECK(num(r, "log.-1.to") == 21);
  CHECK_FALSE(flag(r, "log.-1.full"));
  CHECK(is_null(r, "log.-2.full"));  // E's call: no bet or raise
  CHECK(num(r, "log.-3.to") == 14);
  CHECK_FALSE(flag(r, "log.-3.full"));
  CHECK(flag(r, "log.-4.full"));

  auto e = play(kBlinds12, seats, pre + ", A call");
  CHECK(str(e, "toAct") == "E");
  CHECK(num(e, "legal.call") == 7);  // E called 14 and faces only 7 more
  CHECK(str(e, "legal.raiseClosed.code") == "action.not_reopened");

  auto reraise = play(kBlinds12, seats, pre + ", A raise 31");
  CHECK(at(reraise, "ok").as_bool());
  CHECK(str(reraise, "toAct") == "E");
  CHECK_FALSE(is_null(reraise, "legal.raise"));  // A's full raise reopens for E
  CHECK(flag(reraise, "log.-1.full"));
}

TEST_CASE("003 Le tapis incomplet, tournoi 100/200: A 1000, B all-in 1400, C min raise 2400") {
  const std::string settings = R"("format":"tournament","blinds":[100,200])";
  const std::string seats = "A:5000 B:1600 C:5000";
  const std::string pre = "C call, A call, B check, A bet 1000, B allin";
  auto r = play(settings, seats, pre);
  CHECK(str(r, "street") == "flop");
  CHECK(num(r, "bets.B") == 1400);
  CHECK(str(r, "toAct") == "C");
  CHECK(num(r, "legal.raise.min") == 2400);  // 1400 + the full bet of 1000
  CHECK(ruling_names(r, "allin.incomplete_raise", "closed") == "A");
  CHECK(ruling_names(r, "allin.incomplete_raise", "yet") == "C");
  // A raise of 400 only, less than a full raise of 1 000: the log says it is not a full one.
  CHECK(num(r, "log.-1.to") == 1400);
  CHECK_FALSE(flag(r, "log.-1.full"));
  CHECK(num(r, "log.-2.to") == 1000);
  CHECK(flag(r, "log.-2.full"));

  auto a = play(settings, seats, pre + ", C call");
  CHECK(str(a, "toAct") == "A");
  CHECK(num(a, "legal.call") == 400);
  CHECK(str(a, "legal.raiseClosed.code") == "action.not_reopened");

  // Had B pushed 2000, a full raise of 1000, A could have raised again.
  auto full = play(settings, "A:5000 B:2200 C:5000",
                   "C call, A call, B check, A bet 1000, B allin, C call");
  CHECK(str(full, "toAct") == "A");
  CHECK(has_ruling(full, "allin.full_raise"));
  CHECK(num(full, "log.-2.to") == 2000);
  CHECK(flag(full, "log.-2.full"));
  CHECK(num(full, "legal.raise.min") == 3000);
  CHECK(is_null(full, "legal.raiseClosed"));
}

TEST_CASE("001 Mise minimale egale a une grosse blind: a bet below the big blind is refused") {
  const std::string seats = "A:100 B:100 C:100";
  auto r = play(kBlinds12, seats, "C call, A call, B check, A bet 1");
  CHECK(error_code(r) == "action.bet_below_min");
  CHECK(error_action(r) == 3);
  // An all-in bet of less than the big blind is allowed, and does not reopen for a checker.
  auto s = play(R"("blinds":[5,10])", "A:100 B:100 C:15",
                "C call, A call, B check, A check, B check, C allin");
  CHECK(at(s, "ok").as_bool());
  CHECK(has_ruling(s, "allin.incomplete_bet"));
  CHECK(str(s, "log.-1.type") == "bet");
  CHECK(num(s, "log.-1.to") == 5);
  CHECK_FALSE(flag(s, "log.-1.full"));  // less than a full bet of 10
  CHECK(str(s, "toAct") == "A");
  CHECK(num(s, "legal.call") == 5);
  CHECK(str(s, "legal.raiseClosed.code") == "action.not_reopened");
}
