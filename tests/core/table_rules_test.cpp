// The table as it really plays (issue 12): straddles, a missing small blind, posted live and
// dead blinds, out-of-turn actions (TDA 2024 Rule 53, guide 003), effective stacks (guide 000).
#include <doctest/doctest.h>

#include "tests/core/betting_helpers.hpp"

using namespace bet_test;

TEST_CASE("Straddle: blinds 1/2, UTG straddles 4: the next seat opens, the straddler acts last") {
  // Seats: A button, B small blind, C big blind, D straddles 4, E first to act.
  const std::string s = R"("blinds":[1,2],"straddles":[4],"button":0)";
  auto r = play(s, "A:200 B:200 C:200 D:200 E:200", "");
  REQUIRE(at(r, "ok").as_bool());
  CHECK(num(r, "bets.D") == 4);
  CHECK(str(r, "toAct") == "E");
  CHECK(num(r, "legal.call") == 4);
  CHECK(num(r, "legal.raise.min") == 8);  // a raise to at least twice the straddle
  CHECK(str(r, "rulings.0.code") == "post.straddle");
  // Everyone calls: the straddler may check his option, as a big blind would.
  auto option = play(s, "A:200 B:200 C:200 D:200 E:200", "E call, A call, B call, C call");
  CHECK(str(option, "toAct") == "D");
  CHECK(at(option, "legal.check").as_bool());
  auto flop = play(s, "A:200 B:200 C:200 D:200 E:200", "E call, A call, B call, C call, D check");
  CHECK(str(flop, "street") == "flop");
  CHECK(num(flop, "pot") == 20);
  CHECK(str(flop, "toAct") == "B");  // after the flop, the first seat left of the button
}

TEST_CASE("Straddles 4 and 8: the last one sets the call and the minimum raise") {
  const std::string s = R"("blinds":[1,2],"straddles":[4,8],"button":0)";
  auto r = play(s, "A:200 B:200 C:200 D:200 E:200 F:200", "");
  CHECK(num(r, "bets.D") == 4);
  CHECK(num(r, "bets.E") == 8);
  CHECK(str(r, "toAct") == "F");
  CHECK(num(r, "legal.call") == 8);
  CHECK(num(r, "legal.raise.min") == 16);
  auto raised = play(s, "A:200 B:200 C:200 D:200 E:200 F:200", "F raise 20");
  CHECK(num(raised, "legal.raise.min") == 32);  // 20 + the last full raise, 12
}

TEST_CASE("Straddle errors: smaller than the big blind, too many, in Limit") {
  auto small = play(R"("blinds":[1,2],"straddles":[2])", "A:100 B:100 C:100 D:100", "");
  CHECK(error_code(small) == "straddles.too_small");
  CHECK(str(small, "errors.0.field") == "straddles[0]");
  auto second = play(R"("blinds":[1,2],"straddles":[4,4])", "A:100 B:100 C:100 D:100 E:100", "");
  CHECK(error_code(second) == "straddles.too_small");
  CHECK(str(second, "errors.0.params.what") == "straddle");
  CHECK(error_code(play(R"("blinds":[1,2],"straddles":[4,8])", "A:100 B:100 C:100", "")) ==
        "straddles.too_many");
  CHECK(error_code(play(R"("betting":"limit","blinds":[1,2],"straddles":[4])",
                        "A:100 B:100 C:100 D:100", "")) == "straddles.limit");
  // The spec is refused as a whole: nothing is posted.
  CHECK(at(small, "log").size() == 0);
}

TEST_CASE("A table refused as a whole still says its money unit: the errors' amounts are in it") {
  auto cents = play(R"("decimals":2,"currency":"EUR","blinds":[0.25,0.5],"straddles":[0.4])",
                    "A:100 B:100 C:100 D:100", "");
  CHECK(error_code(cents) == "straddles.too_small");
  CHECK(num(cents, "decimals") == 2);
  CHECK(str(cents, "currency") == "EUR");
  CHECK(at(cents, "errors.0.params.straddle").dump() == "0.4");  // 0.40 in the message
  CHECK(at(cents, "errors.0.params.previous").dump() == "0.5");
  // The English sentence: tests/node/english-messages.test.mjs (the core emits code and params).
  // A currency that is no code is an error of its own, and is not said back.
  auto bad = play(R"("currency":"euro","blinds":[1,2],"straddles":[1])", "A:100 B:100 C:100", "");
  CHECK(num(bad, "decimals") == 0);
  CHECK(at(bad, "currency").is_null());
  REQUIRE(at(bad, "errors").size() == 2);  // the currency and the straddle of 1 (big blind 2)
  CHECK(str(bad, "errors.0.code") == "spec.currency");
  CHECK(str(bad, "errors.0.field") == "currency");
  CHECK(str(bad, "errors.1.code") == "straddles.too_small");
}

TEST_CASE("A dead small blind: blinds [0, 200], the big blind still posts") {
  auto r = play(R"("blinds":[0,200],"button":0)", "A:5000 B:5000 C:5000", "");
  REQUIRE(at(r, "ok").as_bool());
  CHECK(num(r, "players.1.bet") == 0);
  CHECK(num(r, "players.2.bet") == 200);
  CHECK(num(r, "pot") == 200);
  CHECK(str(r, "toAct") == "A");
}

TEST_CASE(
    "A returning player posts 2 live and 1 dead: he may check, the dead chip never comes back") {
  // A button, B small blind, C big blind, D returns and posts 2 live + 1 dead.
  const std::string s = R"("blinds":[1,2],"button":0,"ranking":[["D"],["C"]])";
  const std::string seats = R"([{"name":"A","stack":100},{"name":"B","stack":100},)"
                            R"({"name":"C","stack":100},{"name":"D","stack":100,)"
                            R"("post":{"live":2,"dead":1}}])";
  auto spec_with = [&](const std::string& acts) {
    return Json::parse(tapis::analyze("{" + s + ",\"players\":" + seats +
                                      ",\"actions\":" + actions(acts) + "}"))
        .value();
  };
  auto r = spec_with("");
  REQUIRE(at(r, "ok").as_bool());
  CHECK(num(r, "players.3.bet") == 2);
  CHECK(num(r, "players.3.dead") == 1);
  CHECK(has_ruling(r, "post.posted"));
  // D's live blind is his bet: with only calls he may check at the end of the round.
  auto option = spec_with("D call, A call, B call, C check");
  CHECK(str(option, "toAct") == "D");
  CHECK(at(option, "legal.check").as_bool());  // nothing to call: his 2 are in
  // Everyone folds to D's raise: his dead chip is in the pot he wins, never "returned".
  auto won = spec_with("D raise 10, A fold, B fold, C fold");
  CHECK(num(won, "returned.D") == 8);
  CHECK(num(won, "pots.0.amount") == 2 + 1 + 2 + 1);  // C's blind, B's blind, D's 2 live + 1 dead
  CHECK(num(won, "pots.0.calculation.deadMoney") == 1);
  // Bad posts: in the blinds, a live blind above the big blind.
  const std::string bad = R"([{"name":"A","stack":100},{"name":"B","stack":100,"post":{"dead":1}},)"
                          R"({"name":"C","stack":100},{"name":"D","stack":100,"post":{"live":5}}])";
  auto e =
      Json::parse(tapis::analyze("{" + s + ",\"players\":" + bad + ",\"actions\":[]}")).value();
  CHECK(str(e, "errors.0.code") == "post.in_blind");
  CHECK(str(e, "errors.0.field") == "players[1].post");
  CHECK(str(e, "errors.1.code") == "post.live_too_large");
}

TEST_CASE("003 TDA 2024 Rule 53: an out-of-turn action stands if nobody bets or raises before it") {
  // Flop, A to act; C checks out of turn. A checks, B checks: C's check stands, the turn comes.
  const std::string s = R"("blinds":[1,2],"button":3)";
  const std::string seats = "A:100 B:100 C:100 D:100";
  const std::string pre = "C call, D call, A call, B check";
  auto held = play(s, seats, pre + ", ~C check");
  REQUIRE(at(held, "ok").as_bool());
  CHECK(str(held, "toAct") == "A");
  CHECK(str(held, "held.0.player") == "C");
  CHECK(ruling_param(held, "oot.held", "toAct").as_string() == "A");
  CHECK(ruling_rule(held, "oot.held") == "TDA-2024-53");
  CHECK(num(held, "rulings.-1.action") == 4);  // oot.held: about ~C check, said as it is played
  CHECK(num(held, "rulings.-1.at") == 4);
  CHECK(str(held, "log.-1.type") == "held");
  CHECK(num(held, "log.-1.at") == 4);
  auto stands = play(s, seats, pre + ", ~C check, A check, B check");
  CHECK(has_ruling(stands, "oot.binding"));
  CHECK(str(stands, "toAct") == "D");  // C's check was applied in turn
  CHECK(at(stands, "held").size() == 0);
  // B's check (action 6) brought C's turn: the binding ruling and C's check come of playing it.
  CHECK(num(stands, "rulings.-1.action") == 4);
  CHECK(num(stands, "rulings.-1.at") == 6);
  CHECK(str(stands, "log.-1.type") == "check");
  CHECK(str(stands, "log.-1.player") == "C");
  CHECK(num(stands, "log.-1.action") == 4);
  CHECK(num(stands, "log.-1.at") == 6);
  CHECK(num(stands, "log.-2.action") == 6);  // B's check itself
  CHECK(num(stands, "log.-2.at") == 6);
  CHECK(num(stands, "rulings.0.at") == 4);  // oot.held keeps its own
}

TEST_CASE("003 TDA 2024 Rule 53: if someone bets in between, the out-of-turn action is void") {
  const std::string s = R"("blinds":[1,2],"button":3)";
  const std::string seats = "A:100 B:100 C:100 D:100";
  const std::string pre = "C call, D call, A call, B check";
  // C calls out of turn (nothing to call: said as a check); A bets: the action to C changed.
  auto changed = play(s, seats, pre + ", ~C check, A bet 6, B call");
  CHECK(has_ruling(changed, "oot.cancelled"));
  CHECK(str(changed, "toAct") == "C");
  CHECK_FALSE(is_null(changed, "legal.raise"));  // every option again
  // Cancelled when B's call (action 6) brought C's turn; nothing of C's check is in the log.
  CHECK(num(changed, "rulings.-1.action") == 4);
  CHECK(num(changed, "rulings.-1.at") == 6);
  CHECK(num(changed, "log.-1.action") == 6);
  CHECK(str(changed, "log.-2.type") == "bet");
  CHECK(str(changed, "log.-3.type") == "held");
  // A fold out of turn stands even so.
  auto fold = play(s, seats, pre + ", ~C fold, A bet 6, B call");
  CHECK(has_ruling(fold, "oot.fold_stands"));
  CHECK(at(fold, "players.2.folded").as_bool());
  CHECK(str(fold, "toAct") == "D");
  CHECK(num(fold, "rulings.-1.action") == 4);
  CHECK(num(fold, "rulings.-1.at") == 6);
  CHECK(str(fold, "log.-1.type") == "fold");
  CHECK(num(fold, "log.-1.action") == 4);
  CHECK(num(fold, "log.-1.at") == 6);
}

TEST_CASE("Rulings and log entries say the action whose play gave them; the posts, none") {
  // Blinds 1/2, D straddles 4 (said before any action); E raises to 12 and everyone folds.
  auto r = play(R"("blinds":[1,2],"straddles":[4],"button":0)", "A:200 B:200 C:200 D:200 E:200",
                "E raise 12, A fold, B fold, C fold, D fold");
  CHECK(str(r, "rulings.0.code") == "post.straddle");
  CHECK(is_null(r, "rulings.0.action"));
  CHECK(is_null(r, "rulings.0.at"));
  CHECK(str(r, "log.0.type") == "smallBlind");
  CHECK(is_null(r, "log.0.at"));
  CHECK(num(r, "log.3.action") == 0);  // E's raise
  CHECK(num(r, "log.3.at") == 0);
  // D's fold (action 4) ends the hand: E's 8 unmatched go back and E wins, both at that fold.
  CHECK(str(r, "rulings.-1.code") == "hand.uncontested");
  CHECK(is_null(r, "rulings.-1.action"));
  CHECK(num(r, "rulings.-1.at") == 4);
  CHECK(str(r, "rulings.-2.code") == "bet.uncalled_returned");
  CHECK(num(r, "rulings.-2.params.amount") == 8);
  CHECK(num(r, "rulings.-2.at") == 4);
  CHECK(str(r, "log.-1.type") == "return");
  CHECK(is_null(r, "log.-1.action"));
  CHECK(num(r, "log.-1.at") == 4);
}

TEST_CASE("Out of turn: a player who already acted has nothing to say; the hand stays as it was") {
  const std::string s = R"("blinds":[1,2],"button":3)";
  auto r = play(s, "A:100 B:100 C:100 D:100", "C call, ~C raise 10");
  CHECK(error_code(r) == "action.out_of_turn_acted");
  CHECK(num(r, "actionsApplied") == 1);
  CHECK(str(r, "toAct") == "D");
  // Said out of turn, it is still checked: a raise below the minimum is refused.
  auto low = play(s, "A:100 B:100 C:100 D:100", "~A raise 3");
  CHECK(error_code(low) == "action.raise_below_min");
}

TEST_CASE("000 Qu'est-ce que le tapis effectif: A 100, B 300: 100 for both, B's 200 not in play") {
  auto r = play(R"("blinds":[1,2],"button":1)", "A:100 B:300", "");
  CHECK(num(r, "players.0.effectiveStack") == 100);
  CHECK(num(r, "players.1.effectiveStack") == 100);
  // B bets 300 into A's 100: 200 of it will come back uncalled, and the dealer says so.
  auto big =
      play(R"("blinds":[1,2],"button":1)", "A:100 B:300", "B call, A check, A check, B bet 298");
  CHECK(ruling_num(big, "bet.beyond_covered", "covered") == 98);
  CHECK(ruling_num(big, "bet.beyond_covered", "back") == 200);
}
