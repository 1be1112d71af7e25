// Illegal actions: a stable code, the action's index, the field, and a hand left untouched.
#include <doctest/doctest.h>

#include "tests/core/betting_helpers.hpp"

using namespace bet_test;

namespace {
const std::string kBlinds = R"("blinds":[1,2])";
const std::string kSeats = "A:100 B:100 C:100 D:100";
}  // namespace

TEST_CASE("003 On n'agit qu'a son tour: out of turn, folded and all-in players") {
  auto h = state(kBlinds, kSeats, "");
  rejects(h, "D call", "action.out_of_turn");
  rejects(h, "A fold", "action.out_of_turn");
  auto f = state(kBlinds, kSeats, "C fold");
  rejects(f, "C call", "action.player_folded");
  auto a = state(kBlinds, "A:100 B:100 C:10 D:100", "C allin");
  rejects(a, "C call", "action.player_all_in");
  auto over = state(kBlinds, kSeats, "C fold, D fold, A fold");
  CHECK(over.over());
  rejects(over, "B check", "action.hand_over");
}

TEST_CASE("003 Le check n'est possible que si personne n'a mise: check facing a bet") {
  auto h = state(kBlinds, kSeats, "");
  rejects(h, "C check", "action.check_facing_bet");
  auto flop = state(kBlinds, kSeats, "C call, D call, A call, B check");
  rejects(flop, "A call", "action.nothing_to_call");
  rejects(flop, "A raise 10", "action.raise_without_bet");
  auto bet = state(kBlinds, kSeats, "C call, D call, A call, B check, A bet 10");
  rejects(bet, "B bet 20", "action.bet_when_open");
  rejects(bet, "B check", "action.check_facing_bet");
}

TEST_CASE("003 Relance minimum: below the minimum, above the stack, closed") {
  auto h = state(kBlinds, kSeats, "C raise 7");
  rejects(h, "D raise 11", "action.raise_below_min");
  rejects(h, "D raise 7", "action.raise_below_min");
  rejects(h, "D raise 101", "action.above_stack");
  rejects(h, "D chips 101", "action.above_stack");
  auto flop = state(kBlinds, kSeats, "C call, D call, A call, B check");
  rejects(flop, "A bet 1", "action.bet_below_min");
  auto closed = state(kBlinds, "A:100 B:16 C:100 D:100",
                      "C call, D call, A call, B check, A bet 10, B allin, C call, D call");
  rejects(closed, "A raise 30", "action.not_reopened");
  rejects(closed, "A allin", "action.not_reopened");
  auto pl = state(R"("betting":"pot-limit","blinds":[1,2])", kSeats, "");
  rejects(pl, "C raise 8", "action.raise_above_max");
  auto cap =
      state(R"("betting":"limit","blinds":[1,2])", kSeats, "C raise 4, D raise 6, A raise 8");
  rejects(cap, "B raise 10", "action.cap_reached");
  auto limit =
      state(R"("betting":"limit","blinds":[1,2])", kSeats, "C call, D call, A call, B check");
  rejects(limit, "A bet 3", "action.bet_above_max");
}

TEST_CASE("000 Table stakes: nothing to raise with, nobody to raise against") {
  // C has 2 left facing a raise to 7: calling takes everything.
  auto shortie = state(kBlinds, "A:100 B:100 C:100 D:4", "C raise 7");
  CHECK(shortie.legal().raise_closed->code == "action.stack_only_calls");
  rejects(shortie, "D raise 8", "action.stack_only_calls");
  // Everyone else is all-in: no raise, but an all-in push is a call and the rest goes back.
  auto alone = state(kBlinds, "A:100 B:50", "B allin");
  CHECK(alone.legal().raise_closed->code == "action.no_opponent");
  rejects(alone, "A raise 100", "action.no_opponent");
}

TEST_CASE("Spec errors in an action: unknown player or type, missing amount") {
  auto u = play(kBlinds, kSeats, "C call, Z call");
  CHECK(error_code(u) == "action.unknown_player");
  CHECK(error_action(u) == 1);
  CHECK(str(u, "errors.0.field") == "actions[1].player");
  CHECK(num(u, "actionsApplied") == 1);
  CHECK(str(u, "toAct") == "D");
  auto t = play(kBlinds, kSeats, "C shove");
  CHECK(error_code(t) == "action.unknown_type");
  CHECK(str(t, "errors.0.field") == "actions[0].type");
  auto m = play(kBlinds, kSeats, "C raise");
  CHECK(error_code(m) == "spec.missing");
  CHECK(str(m, "errors.0.field") == "actions[0].to");
  CHECK(error_action(m) == 0);
  auto n = Json::parse(tapis::analyze(
      R"({"blinds":[1,2],"players":[{"name":"A","stack":5},{"name":"B","stack":5}],"actions":[{"player":"B","type":"raise","to":-3}]})"));
  CHECK(error_code(n.value()) == "amount.negative");
  CHECK(error_action(n.value()) == 0);
}

TEST_CASE("Illegal action N: the report describes the state before action N") {
  auto r = play(kBlinds, kSeats, "C raise 7, D call, A fold, B check");
  CHECK_FALSE(at(r, "ok").as_bool());
  CHECK(error_code(r) == "action.check_facing_bet");
  CHECK(error_action(r) == 3);
  CHECK(str(r, "errors.0.field") == "actions[3]");
  CHECK(str(r, "errors.0.params.player") == "B");
  CHECK(num(r, "errors.0.params.bet") == 7);
  CHECK(num(r, "errors.0.params.call") == 5);
  // The English sentence: tests/node/english-messages.test.mjs (the core emits code and params).
  CHECK(str(r, "toAct") == "B");
  CHECK(num(r, "actionsApplied") == 3);
  CHECK(num(r, "legal.call") == 5);
  CHECK(num(r, "bets.C") == 7);
  CHECK(at(r, "log").size() == 5);  // 2 blinds + 3 actions
}

TEST_CASE("Spec errors: stacks, blinds, structure") {
  CHECK(error_code(play(kBlinds, "A:0 B:100", "")) == "stack.empty");
  CHECK(str(play(kBlinds, "A:0 B:100", ""), "errors.0.field") == "players[0].stack");
  CHECK(error_code(play("", "A:10 B:100", "")) == "spec.missing");
  CHECK(error_code(play(R"("blinds":[2,1])", "A:10 B:100", "")) == "blinds.order");
  CHECK(error_code(play(R"("blinds":[0,0])", "A:10 B:100", "")) == "amount.below_min");
  CHECK(error_code(play(R"("blinds":2)", "A:10 B:100", "")) == "blinds.type");
  CHECK(error_code(play(R"("blinds":[1,2],"betting":"spread")", "A:10 B:100", "")) ==
        "spec.unknown_value");
  CHECK(error_code(play(R"("blinds":[1,2],"game":"stud")", "A:10 B:100", "")) ==
        "spec.unknown_value");
  CHECK(error_code(play(R"("blinds":[1,2],"button":5)", "A:10 B:100", "")) == "spec.range");
  CHECK(error_code(play(R"("blinds":[1,2])", "A:9007199254740992 B:100", "")) ==
        "amount.too_large");
  auto no_stack = Json::parse(tapis::analyze(
      R"({"blinds":[1,2],"players":[{"name":"A"},{"name":"B","stack":5}],"actions":[]})"));
  CHECK(error_code(no_stack.value()) == "spec.missing");
  auto not_array = Json::parse(tapis::analyze(
      R"({"blinds":[1,2],"players":[{"name":"A","stack":5},{"name":"B","stack":5}],"actions":3})"));
  CHECK(error_code(not_array.value()) == "spec.type");
  CHECK(str(not_array.value(), "mode") == "actions");
}
