// The report as a contract (issue 10): every independent error at once, each at its field, with
// a code, a rule id and typed params; what the errors leave out is listed in "missing"; every
// message is said from the catalogue's template.
#include <doctest/doctest.h>

#include "core/report/message_text.hpp"
#include "tests/core/quick_helpers.hpp"

using namespace tapis;

namespace {

std::string fields(const Json& r) {
  std::string out;
  for (const auto& e : r.find("errors")->items())
    out += (out.empty() ? "" : " ") + e.find("code")->as_string() + "@" +
           (e.find("field") ? e.find("field")->as_string() : std::string("-"));
  return out;
}

Json catalogue(const std::string& text) {
  auto c = Json::parse(text);
  REQUIRE(c.ok());
  return c.value();
}

}  // namespace

TEST_CASE("Three mistakes in three fields: three errors, each at its field, the rest still read") {
  auto r = run_spec(R"({"players":[{"name":"A","committed":-5},{"name":"B","committed":"x"},
      {"name":"C","committed":100}],"smallestChip":0})");
  CHECK_FALSE(r.find("ok")->as_bool());
  CHECK(fields(r) ==
        "amount.below_min@smallestChip amount.negative@players[0].committed "
        "spec.type@players[1].committed");
  CHECK(names_joined(*r.find("missing")) == "pots,awards,showdown,equity");
}

TEST_CASE("A card typo marks its field; the pot table, which needs no cards, stays") {
  auto r = run_spec(R"({"board":"2c 3c 4c","players":[{"name":"A","committed":50,"cards":"As"},
      {"name":"B","committed":120,"cards":"Zz Kd"},{"name":"C","committed":300,"cards":"Ah Qd"}]})");
  CHECK_FALSE(r.find("ok")->as_bool());
  CHECK(fields(r) == "cards.unknown@players[1].cards eval.hole_count@players[0].cards");
  CHECK(names_joined(*r.find("missing")) == "showdown");
  REQUIRE(r.find("pots")->size() == 2);
  CHECK(chips_at(r.find("pots")->items()[0], "amount") == 150);
  CHECK(chips_at(*r.find("returned"), "C") == 180);
  CHECK(r.find("undecided")->size() == 2);  // contested: who wins waits for the cards
}

TEST_CASE("A bad action stops the deal there: the legal actions before it are in the report") {
  auto r = run_spec(R"({"blinds":[1,2],"players":[{"name":"A","stack":100},{"name":"B","stack":100},
      {"name":"C","stack":100}],"actions":[{"player":"C","type":"call"},{"player":"A","type":"check"}]})");
  CHECK(fields(r) == "action.check_facing_bet@actions[1]");
  CHECK(names_joined(*r.find("missing")) == "actions");
  CHECK(r.find("legal")->find("player")->as_string() == "A");
  CHECK(r.find("errors")->items()[0].find("params")->find("call")->as_integer() == 1);
}

TEST_CASE("Every error and ruling carries code, rule, params and its English message") {
  auto r = run_spec(R"({"blinds":[1,2],"players":[{"name":"A","stack":100},{"name":"B","stack":16},
      {"name":"C","stack":100}],"actions":[{"player":"A","type":"raise","to":10},
      {"player":"B","type":"allin"}]})");
  for (const auto& ru : r.find("rulings")->items()) {
    CHECK(ru.find("code")->is_string());
    CHECK(ru.find("rule")->is_string());
    CHECK(ru.find("params")->is_object());
    const std::string msg = ru.find("message")->as_string();
    CHECK_MESSAGE(msg.find('{') == std::string::npos, msg);
  }
}

TEST_CASE("Templates: plurals, selects with none, lists counted, field labels and their players") {
  const Json c = catalogue(R"({"messages":{},"rules":{"A-1":"Rule A","B-2":"Rule B"},
      "fields":{"players[].stack":"{player, select, none {seat {n}} other {{player}}}’s stack",
                "blinds[0]":"the small blind","blinds[]":"a blind"},
      "terms":{"list.and":"and","street.flop":"flop"}})");
  const Money chips{0}, cents{2};
  std::vector<Param> p = {Param{"n", Param::Kind::Number, 1}};
  CHECK(say_template(c, "{n, plural, one {# chip} other {# chips}}", p, chips) == "1 chip");
  p[0].number = 3;
  CHECK(say_template(c, "{n, plural, =0 {none} one {# chip} other {# chips}}", p, chips) ==
        "3 chips");
  CHECK(say_template(c, "{x, select, none {absent} other {present}}", p, chips) == "absent");
  const std::vector<Param> names = {Param{"who", Param::Kind::List, 0, {}, {"A", "B", "C"}}};
  CHECK(say_template(c, "{who} ({who, plural, one {one} other {#}})", names, chips) ==
        "A, B and C (3)");
  const std::vector<Param> money = {Param{"to", Param::Kind::Chips, 20030}};
  CHECK(say_template(c, "to {to, chips}", money, cents) == "to 200.30");
  const std::vector<Param> field = {Param{"field", Param::Kind::Text, 0, "players[2].stack"},
                                    Param{"player", Param::Kind::Text, 0, "Marie"},
                                    Param{"other", Param::Kind::Text, 0, "players[0].stack"},
                                    Param{"otherPlayer", Param::Kind::Text, 0, "Lou"}};
  CHECK(say_template(c, "{field, field} / {other, field}", field, chips) ==
        "Marie’s stack / Lou’s stack");
  const std::vector<Param> nameless = {Param{"field", Param::Kind::Text, 0, "players[2].stack"}};
  CHECK(say_template(c, "{field, field}", nameless, chips) == "seat 3’s stack");
  const std::vector<Param> blind = {Param{"field", Param::Kind::Text, 0, "blinds[0]"}};
  CHECK(say_template(c, "{field, field}", blind, chips) == "the small blind");
  const std::vector<Param> street = {Param{"s", Param::Kind::Text, 0, "flop"}};
  CHECK(say_template(c, "on the {s, street}", street, chips) == "on the flop");
  CHECK(rule_text(c, "A-1+B-2") == "Rule A; Rule B");
  CHECK(say(c, "no.such_code", {}, chips) == "no.such_code");
}

TEST_CASE("The built-in English catalogue has a template for the codes the core emits") {
  const Json& en = english_catalogue();
  REQUIRE(en.find("messages") != nullptr);
  for (const char* code : {"spec.json", "amount.negative", "cards.duplicate", "action.out_of_turn",
                           "allin.incomplete_raise", "chips.fifty_percent_raise", "show.face_up",
                           "oot.held", "bet.beyond_covered", "post.straddle"})
    CHECK_MESSAGE(en.find("messages")->find(code) != nullptr, code);
}
