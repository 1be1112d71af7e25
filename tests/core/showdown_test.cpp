// The showdown with real cards (issue 4), through the same entry point as the CLI and the page.
#include <doctest/doctest.h>

#include "tests/core/quick_helpers.hpp"

using tapis::Json;

namespace {

std::string first_code(const Json& r) {
  REQUIRE(r.find("ok")->as_bool() == false);
  return r.find("errors")->items().at(0).find("code")->as_string();
}
std::string category_of(const Json& r, const std::string& name) {
  return r.find("hands")->find(name)->find("category")->as_string();
}

}  // namespace

TEST_CASE("002 example 2 with cards: A best, then C, then B, then D") {
  auto r = run_spec(R"({"format":"tournament","deadMoney":1200,"board":"2c 7d 9h Jd 3s","players":[
      {"name":"A","committed":1200,"cards":"As Ah"},{"name":"B","committed":3700,"cards":"Qs Qh"},
      {"name":"C","committed":2200,"cards":"Ks Kh"},{"name":"D","committed":5700,"cards":"8c 4d"}]})");
  REQUIRE(r.find("ok")->as_bool());
  const Json& pay = *r.find("payouts");
  CHECK(chips_at(pay, "A") == 6000);
  CHECK(chips_at(pay, "C") == 3000);
  CHECK(chips_at(pay, "B") == 3000);
  CHECK(chips_at(pay, "D") == 2000);
  CHECK(category_of(r, "A") == "pair");
  CHECK(category_of(r, "D") == "high-card");
  CHECK(r.find("hands")->find("A")->find("description")->as_string() == "Pair of aces");
  // Tournament, players all-in: every hand face up at once (TDA 2024 Rule 16).
  CHECK(r.find("faceUp")->as_bool());
  CHECK(r.find("busted")->size() == 0);
}

TEST_CASE("002 several players bust in one hand: the bigger starting stack finishes higher") {
  auto r = run_spec(R"({"format":"tournament","deadMoney":1200,"board":"2c 7d 9h Jd 3s","players":[
      {"name":"A","committed":1200,"cards":"8c 4d"},{"name":"B","committed":3700,"cards":"Qs Qh"},
      {"name":"C","committed":2200,"cards":"Ks Kh"},{"name":"D","committed":5700,"cards":"As Ah"}]})");
  CHECK(chips_at(*r.find("payouts"), "D") == 14000);
  // B, C and A lose everything: B started with the most, so B finishes highest.
  CHECK(names_joined(*r.find("busted")) == "B,C,A");
}

TEST_CASE("004 boards that play: 8-8-5-5-Q, only the player with a five wins") {
  auto r = run_spec(R"({"board":"8s 8h 5c 5d Qh","players":[
      {"name":"X","committed":100,"cards":"5s 2c"},{"name":"Y","committed":100,"cards":"Ac Kd"},
      {"name":"Z","committed":100,"cards":"Jc Td"}]})");
  CHECK(category_of(r, "X") == "full-house");
  CHECK(r.find("hands")->find("X")->find("description")->as_string() ==
        "Full house, fives full of eights");
  CHECK(chips_at(*r.find("payouts"), "X") == 300);
}

TEST_CASE("004 boards that play: Q-J-9-9-5, A-7 and A-6 both play 9-9-A-Q-J and split") {
  auto r = run_spec(R"({"button":1,"board":"Qc Jd 9s 9h 5d","players":[
      {"name":"X","committed":51,"cards":"Ac 7c"},{"name":"Y","committed":51,"cards":"Ad 6s"}]})");
  const Json& award = r.find("awards")->items().at(0);
  CHECK(award.find("split")->as_bool());
  // 102 chips: 51 each.
  CHECK(chips_at(*r.find("payouts"), "X") == 51);
  CHECK(chips_at(*r.find("payouts"), "Y") == 51);
}

TEST_CASE(
    "004 boards that play: broadway on the board, everyone splits, odd chip left of the button") {
  auto r = run_spec(R"({"button":2,"deadMoney":1,"board":"As Kh Qd Jc Th","players":[
      {"name":"X","committed":50,"cards":"2c 3c"},{"name":"Y","committed":50,"cards":"4d 4s"},
      {"name":"Z","committed":50,"cards":"9h 8h"}]})");
  CHECK(category_of(r, "X") == "straight");
  // 151 split three ways: 50 each, the odd chip to X, first left of the button (Z).
  CHECK(chips_at(*r.find("payouts"), "X") == 51);
  CHECK(chips_at(*r.find("payouts"), "Y") == 50);
  CHECK(chips_at(*r.find("payouts"), "Z") == 50);
}

TEST_CASE("004 five-flush board: split unless someone holds a higher card of that suit") {
  auto r = run_spec(R"({"board":"9h Th Jh Qh 3h","players":[
      {"name":"X","committed":50,"cards":"4h 2c"},{"name":"Y","committed":50,"cards":"Ac Ad"}]})");
  CHECK(chips_at(*r.find("payouts"), "X") == 100);
  auto s = run_spec(R"({"board":"9h Th Jh Qh 3h","players":[
      {"name":"X","committed":50,"cards":"2h 2c"},{"name":"Y","committed":50,"cards":"Ac Ad"}]})");
  CHECK(chips_at(*s.find("payouts"), "X") == 50);
  CHECK(chips_at(*s.find("payouts"), "Y") == 50);
}

TEST_CASE("002 run it twice: each half on its own board, the odd chip to the first run") {
  auto r = run_spec(R"({"deadMoney":1,"board":"2c 7d 9h","runs":["Jd 3s","Qd 4c"],"players":[
      {"name":"A","committed":100,"cards":"Ks Kh"},{"name":"B","committed":100,"cards":"Qs Qh"}]})");
  REQUIRE(r.find("ok")->as_bool());
  const auto& awards = r.find("awards")->items();
  REQUIRE(awards.size() == 2);
  CHECK(chips_at(awards[0], "run") == 1);
  CHECK(names_joined(*awards[0].find("winners")) == "A");
  CHECK(chips_at(*awards[0].find("amounts"), "A") == 101);
  CHECK(chips_at(awards[1], "run") == 2);
  CHECK(names_joined(*awards[1].find("winners")) == "B");
  CHECK(chips_at(*awards[1].find("amounts"), "B") == 100);
  CHECK(r.find("runs")->size() == 2);
  CHECK(r.find("runs")->items()[1].find("hands")->find("B")->find("category")->as_string() ==
        "three-of-a-kind");
}

TEST_CASE("001 Omaha: exactly two hole cards, a four-flush board is no flush with one heart") {
  auto r = run_spec(R"({"game":"omaha","board":"2h 5h 8h Jh 3c","players":[
      {"name":"X","committed":50,"cards":"Ah Kc Qd Qs"},{"name":"Y","committed":50,"cards":"9c 9d Tc Td"}]})");
  CHECK(category_of(r, "X") == "pair");
  CHECK(category_of(r, "Y") == "pair");
  CHECK(chips_at(*r.find("payouts"), "X") == 100);  // queens beat tens
  CHECK(
      first_code(run_spec(R"({"game":"omaha","players":[{"name":"X","committed":5,"cards":"Ah Kc"},
      {"name":"Y","committed":5}]})")) == "eval.hole_count");
}

TEST_CASE("001 short deck: flush beats full house; a 2 is not in the deck") {
  auto r = run_spec(R"({"game":"shortdeck","board":"6h 6c 9h Th Kd","players":[
      {"name":"X","committed":50,"cards":"Ah 7h"},{"name":"Y","committed":50,"cards":"6s 9c"}]})");
  CHECK(category_of(r, "X") == "flush");
  CHECK(category_of(r, "Y") == "full-house");
  CHECK(chips_at(*r.find("payouts"), "X") == 100);
  auto bad = run_spec(R"({"game":"shortdeck","players":[{"name":"X","committed":5,"cards":"2s 7h"},
      {"name":"Y","committed":5}]})");
  CHECK(first_code(bad) == "cards.not_in_deck");
}

TEST_CASE("bad cards: unknown, used twice, too many on the board, cards and ranking together") {
  auto unknown = run_spec(R"({"players":[{"name":"X","cards":"Ax 7h"},{"name":"Y"}]})");
  CHECK(first_code(unknown) == "cards.unknown");
  CHECK(unknown.find("errors")->items()[0].find("field")->as_string() == "players[0].cards");
  auto twice =
      run_spec(R"({"board":"As 2c 3d","players":[{"name":"X","cards":"As 7h"},{"name":"Y"}]})");
  CHECK(first_code(twice) == "cards.duplicate");
  CHECK(twice.find("errors")->items()[0].find("params")->find("card")->items()[0].as_string() ==
        "As");
  CHECK(first_code(
            run_spec(R"({"board":"As 2c 3d 4d 5d 6d","players":[{"name":"X"},{"name":"Y"}]})")) ==
        "eval.board_count");
  CHECK(first_code(run_spec(R"({"board":"As 2c 3d 4d 5d","players":[{"name":"X","cards":"Kd Kh"},
      {"name":"Y","cards":"Qd"}]})")) == "eval.hole_count");
  CHECK(first_code(run_spec(
            R"({"ranking":["X"],"players":[{"name":"X","cards":"Kd Kh"},{"name":"Y"}]})")) ==
        "spec.ranking_and_cards");
  CHECK(first_code(run_spec(R"({"board":"2c 7d 9h","runs":["Jd 3s","Jd 4c"],"players":[
      {"name":"A","committed":5,"cards":"Ks Kh"},{"name":"B","committed":5,"cards":"Qs Qh"}]})")) ==
        "cards.duplicate");
}

TEST_CASE("an incomplete board decides nothing yet: contested pots stay undecided") {
  auto r = run_spec(R"({"board":"2c 7d 9h","players":[{"name":"A","committed":100,"cards":"Ks Kh"},
      {"name":"B","committed":100,"cards":"Qs Qh"}]})");
  CHECK(r.find("awards")->size() == 0);
  CHECK(r.find("undecided")->size() == 1);
  CHECK(category_of(r, "A") == "pair");
}

TEST_CASE("000 cash, all-in called before the river: the all-in player shows first") {
  auto r = run_spec(R"({"board":"2c 7d 9h Jd 3s","players":[
      {"name":"A","committed":300,"cards":"Ks Kh"},{"name":"B","committed":100,"cards":"Qs Qh"}]})");
  CHECK(names_joined(*r.find("showOrder")) == "B,A");
  CHECK(r.find("showRuling")->find("code")->as_string() == "show.all_in_first");
  CHECK(r.find("showRuling")->find("rule")->as_string() == "WSOP-LAR-149");
  CHECK(r.find("faceUp")->as_bool() == false);
}

TEST_CASE("a hand played action by action, with cards: the river bettor shows first") {
  auto r = run_spec(R"({"blinds":[1,2],"board":"2c 7d 9h Jd 3s","players":[
      {"name":"A","stack":100,"cards":"Ks Kh"},{"name":"B","stack":100,"cards":"Qs Qh"},
      {"name":"C","stack":100,"cards":"8c 4d"}],
      "actions":[{"player":"C","type":"call"},{"player":"A","type":"call"},{"player":"B","type":"check"},
        {"player":"A","type":"check"},{"player":"B","type":"check"},{"player":"C","type":"check"},
        {"player":"A","type":"check"},{"player":"B","type":"check"},{"player":"C","type":"check"},
        {"player":"A","type":"check"},{"player":"B","type":"check"},{"player":"C","type":"bet","to":4},
        {"player":"A","type":"call"},{"player":"B","type":"call"}]})");
  REQUIRE(r.find("ok")->as_bool());
  CHECK(r.find("street")->as_string() == "showdown");
  CHECK(names_joined(*r.find("showOrder")) == "C,A,B");
  CHECK(chips_at(*r.find("payouts"), "A") == 18);
  CHECK(category_of(r, "B") == "pair");
}

TEST_CASE("run it twice while the second run is still being dealt: that half is not decided yet") {
  auto r = run_spec(R"({"board":"2c 7d 9h","runs":["Jd 3s","Qd"],"players":[
      {"name":"A","committed":100,"cards":"Ks Kh"},{"name":"B","committed":100,"cards":"Qs Qh"}]})");
  REQUIRE(r.find("ok")->as_bool());
  REQUIRE(r.find("awards")->size() == 1);
  CHECK(chips_at(*r.find("awards")->items()[0].find("amounts"), "A") == 100);
  CHECK(r.find("undecided")->size() == 1);
  CHECK(first_code(run_spec(R"({"board":"2c 7d 9h","runs":["Jd 3s","Qd 4c 5c"],"players":[
      {"name":"A","committed":100,"cards":"Ks Kh"},{"name":"B","committed":100,"cards":"Qs Qh"}]})")) ==
        "runs.board");
}
