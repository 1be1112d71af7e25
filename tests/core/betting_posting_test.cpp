// Forced bets, order of action and streets (guides 001, 003 and 000).
#include <doctest/doctest.h>

#include "tests/core/betting_helpers.hpp"

using namespace bet_test;

TEST_CASE("001 Blinds postees: antes first, then the blinds left of the button") {
  auto r = play(R"("blinds":[50,100],"ante":10,"button":0)", "A:1000 B:1000 C:1000 D:1000", "");
  // Button A: B small blind, C big blind, D first to act.
  CHECK(str(r, "log.0.type") == "ante");
  CHECK(str(r, "log.0.player") == "B");  // antes from the button's left
  CHECK(str(r, "log.3.type") == "ante");
  CHECK(str(r, "log.4.type") == "smallBlind");
  CHECK(str(r, "log.4.player") == "B");
  CHECK(str(r, "log.5.type") == "bigBlind");
  CHECK(str(r, "log.5.player") == "C");
  CHECK(str(r, "toAct") == "D");
  CHECK(num(r, "players.2.committed") == 110);
  CHECK(num(r, "players.2.bet") == 100);  // antes are dead money, not part of the bet
  CHECK(num(r, "pots.0.amount") == 40);   // the antes, already in the middle
  CHECK(num(r, "pot") == 190);
  CHECK(num(r, "legal.call") == 100);
  CHECK(str(r, "players.2.blind") == "big");
  CHECK(at(r, "players.0.button").as_bool());
}

TEST_CASE("001 Heads-up: the button posts the small blind, acts first preflop and last after") {
  auto r = play(R"("blinds":[1,2],"button":0)", "A:100 B:100", "");
  CHECK(str(r, "log.0.player") == "A");
  CHECK(str(r, "log.0.type") == "smallBlind");
  CHECK(str(r, "toAct") == "A");
  CHECK(has_ruling(r, "order.heads_up"));
  auto flop = play(R"("blinds":[1,2],"button":0)", "A:100 B:100", "A call, B check");
  CHECK(str(flop, "street") == "flop");
  CHECK(str(flop, "toAct") == "B");
  auto turn =
      play(R"("blinds":[1,2],"button":0)", "A:100 B:100", "A call, B check, B check, A check");
  CHECK(str(turn, "street") == "turn");
  CHECK(str(turn, "toAct") == "B");
}

TEST_CASE("TDA 2024 RP-11: a big blind who cannot cover both pays the blind first") {
  const std::string seats = "A:1000 B:150 C:1000";  // button C: A small blind, B big blind
  auto r = play(R"("blinds":[50,100],"bigBlindAnte":100)", seats, "");
  CHECK(num(r, "players.1.bet") == 100);        // the full blind
  CHECK(num(r, "players.1.committed") == 150);  // + 50 of the ante
  CHECK(at(r, "players.1.allIn").as_bool());
  CHECK(str(r, "log.2.type") == "bigBlindAnte");
  CHECK(num(r, "log.2.added") == 50);
  CHECK(ruling_param(r, "post.big_blind_ante_order", "anteFirst").as_string() == "no");
  // The English sentence: tests/node/english-messages.test.mjs (the core emits code and params).
  CHECK(ruling_rule(r, "post.big_blind_ante_order") == "TDA-2024-RP-11");
  CHECK(num(r, "legal.call") == 100);

  // Ante first, as an option: the ante takes 100, the blind only 50 (all-in for less).
  auto a = play(R"("blinds":[50,100],"bigBlindAnte":100,"bigBlindAnteFirst":true)", seats, "");
  CHECK(str(a, "log.0.type") == "bigBlindAnte");
  CHECK(num(a, "log.0.added") == 100);
  CHECK(num(a, "players.1.bet") == 50);
  CHECK(has_ruling(a, "post.blind_short"));
  CHECK(num(a, "legal.call") == 100);  // the others still owe the full big blind
}

TEST_CASE("000 FAQ, WSOP Live Action Rule 154: all-in for less than the big blind") {
  // B has only 1 for a big blind of 2: all-in for 1; the others still owe 2.
  auto r = play(R"("blinds":[1,2])", "A:100 B:1 C:100", "");
  CHECK(at(r, "players.1.allIn").as_bool());
  CHECK(num(r, "players.1.bet") == 1);
  CHECK(ruling_num(r, "post.blind_short", "put") == 1);
  CHECK(ruling_num(r, "post.blind_short", "owed") == 2);
  // The English sentence: tests/node/english-messages.test.mjs (the core emits code and params).
  CHECK(ruling_rule(r, "post.blind_short") == "WSOP-LAR-154");
  CHECK(str(r, "toAct") == "C");
  CHECK(num(r, "legal.call") == 2);
  CHECK(num(r, "legal.raise.min") == 4);

  // What they put in beyond his 1 makes a side pot between them...
  auto side = play(R"("blinds":[1,2])", "A:100 B:1 C:100", "C call, A call");
  CHECK(str(side, "street") == "flop");
  CHECK(num(side, "pots.0.amount") == 3);
  CHECK(num(side, "pots.1.amount") == 2);
  CHECK(at(side, "pots.1.eligible").size() == 2);
  // ...or goes straight back to a lone player as an uncalled bet.
  auto back = play(R"("blinds":[1,2],"button":0)", "A:100 B:1", "A call");
  CHECK(str(back, "street") == "showdown");
  CHECK(at(back, "over").as_bool());
  CHECK(num(back, "returned.A") == 1);
  CHECK(num(back, "pots.0.amount") == 2);
  CHECK(has_ruling(back, "showdown.no_more_betting"));
  CHECK(has_ruling(back, "bet.uncalled_returned"));
}

TEST_CASE("000 All-in for less on the ante") {
  auto r = play(R"("blinds":[50,100],"ante":25)", "A:1000 B:1000 C:10", "");
  CHECK(at(r, "players.2.allIn").as_bool());
  CHECK(num(r, "players.2.committed") == 10);
  CHECK(has_ruling(r, "post.ante_short"));
  CHECK(str(r, "toAct") == "A");  // C, all-in, is skipped
}

TEST_CASE("003 La parole: preflop from the big blind's left, later from the button's left") {
  const std::string settings = R"("blinds":[1,2],"button":0)";
  const std::string seats = "A:100 B:100 C:100 D:100 E:100";
  // Button A, B small blind, C big blind: D speaks first.
  CHECK(str(play(settings, seats, ""), "toAct") == "D");
  // Folded players are skipped; the flop starts with the first player still in after the button.
  auto flop = play(settings, seats, "D call, E call, A call, B fold, C check");
  CHECK(str(flop, "street") == "flop");
  CHECK(str(flop, "toAct") == "C");
  CHECK(str(flop, "log.-1.type") == "street");
  CHECK(num(flop, "log.-1.pot") == 9);
  // All-in players are skipped too.
  auto skip = play(settings, "A:100 B:100 C:100 D:5 E:100",
                   "D allin, E call, A call, B call, C call, B check");
  CHECK(str(skip, "toAct") == "C");
  auto next = play(settings, "A:100 B:100 C:100 D:5 E:100",
                   "D allin, E call, A call, B call, C call, B check, C check");
  CHECK(str(next, "toAct") == "E");
}

TEST_CASE("001 Deroulement: the round ends when everyone matched; streets advance to the river") {
  const std::string settings = R"("blinds":[1,2])";
  const std::string seats = "A:100 B:100 C:100";
  auto r = play(settings, seats, "C call, A call, B raise 6, C call, A call");
  CHECK(str(r, "street") == "flop");
  CHECK(num(r, "pots.0.amount") == 18);
  CHECK(at(r, "bets").size() == 0);
  auto river =
      play(settings, seats,
           "C call, A call, B check, A check, B check, C check, A check, B check, C check");
  CHECK(str(river, "street") == "river");
  auto end = play(settings, seats,
                  "C call, A call, B check, A check, B check, C check, A check, B check, C check, "
                  "A bet 2, B call, C fold");
  CHECK(str(end, "street") == "showdown");
  CHECK(at(end, "over").as_bool());
  CHECK(is_null(end, "toAct"));
  CHECK(is_null(end, "legal"));
  CHECK(num(end, "pots.0.amount") == 10);
  CHECK(at(end, "undecided").size() == 1);  // no ranking given: the pot waits for the cards
  auto after =
      play(settings, seats,
           "C call, A call, B check, A check, B check, C check, A check, B check, C check, "
           "A bet 2, B call, C fold, A check");
  CHECK(error_code(after) == "action.hand_over");
  CHECK(error_action(after) == 12);
}

TEST_CASE("000 Une fois a tapis et suivi: no more betting, straight to showdown") {
  const std::string settings = R"("blinds":[1,2],"ranking":[["A"],["C"],["B"]])";
  auto r = play(settings, "A:50 B:100 C:100", "C raise 10, A allin, B fold, C call");
  CHECK(str(r, "street") == "showdown");
  CHECK(at(r, "over").as_bool());
  CHECK(has_ruling(r, "showdown.no_more_betting"));
  CHECK(num(r, "pots.0.amount") == 102);  // 50 + 50 + B's 2
  CHECK(num(r, "payouts.A") == 102);
  CHECK(num(r, "net.A") == 52);
  CHECK(num(r, "players.2.stack") == 50);
  // A player all-in and the last one with chips already matched: no more decisions.
  auto flop = play(settings, "A:50 B:100 C:100", "C call, A allin, B call, C call");
  CHECK(str(flop, "street") == "flop");
  CHECK(str(flop, "toAct") == "B");
}
