// The report as a contract (issue 10): every independent error at once, each at its field, with
// a code, a rule id and typed params; what the errors leave out is listed in "missing"; every
// message is said by the JS API from the catalogue's template (tests/node/template.test.mjs).
#include <doctest/doctest.h>

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

TEST_CASE("Every error and ruling carries code, rule and params; the JS API says its message") {
  auto r = run_spec(R"({"blinds":[1,2],"players":[{"name":"A","stack":100},{"name":"B","stack":16},
      {"name":"C","stack":100}],"actions":[{"player":"A","type":"raise","to":10},
      {"player":"B","type":"allin"}]})");
  for (const auto& ru : r.find("rulings")->items()) {
    CHECK(ru.find("code")->is_string());
    CHECK(ru.find("rule")->is_string());
    CHECK(ru.find("params")->is_object());
    CHECK(ru.find("message") == nullptr);  // said by the JS API (lib/api/messages.js)
  }
}
