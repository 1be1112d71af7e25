// Bad input gets a specific, coded error naming the field; never a crash.
#include <doctest/doctest.h>

#include "tests/core/quick_helpers.hpp"

namespace {

std::string first_code(const tapis::Json& r) {
  REQUIRE(r.find("ok")->as_bool() == false);
  return r.find("errors")->items().at(0).find("code")->as_string();
}
std::string first_field(const tapis::Json& r) {
  const auto* f = r.find("errors")->items().at(0).find("field");
  return f ? f->as_string() : "";
}

}  // namespace

TEST_CASE("malformed JSON") {
  auto r = run_spec(R"({"players": [)");
  CHECK(first_code(r) == "spec.json");
}

TEST_CASE("duplicate and empty names") {
  auto r = run_spec(R"({"players":[{"name":"A","committed":1},{"name":"A","committed":2}]})");
  CHECK(first_code(r) == "players.duplicate_name");
  CHECK(first_field(r) == "players[1].name");
  auto e = run_spec(R"({"players":[{"name":" ","committed":1},{"name":"B","committed":2}]})");
  CHECK(first_code(e) == "players.empty_name");
}

TEST_CASE("negative, fractional and unsafe amounts") {
  CHECK(first_code(run_spec(R"({"players":[{"name":"A","committed":-5},{"name":"B"}]})")) ==
        "amount.negative");
  CHECK(first_code(run_spec(R"({"players":[{"name":"A","committed":2.5},{"name":"B"}]})")) ==
        "amount.fraction");
  CHECK(first_code(
            run_spec(R"({"players":[{"name":"A","committed":9007199254740993},{"name":"B"}]})")) ==
        "amount.too_large");
  CHECK(first_code(run_spec(R"({"players":[{"name":"A","committed":1e300},{"name":"B"}]})")) ==
        "amount.too_large");
  CHECK(first_code(run_spec(
            R"({"players":[{"name":"A","committed":99999999999999999999999},{"name":"B"}]})")) ==
        "amount.too_large");
  CHECK(first_code(run_spec(R"({"players":[{"name":"A","committed":"12"},{"name":"B"}]})")) ==
        "spec.type");
  CHECK(first_field(run_spec(R"({"players":[{"name":"A"},{"name":"B","committed":-1}]})")) ==
        "players[1].committed");
}

TEST_CASE("fewer than two players, too many players") {
  CHECK(first_code(run_spec(R"({"players":[{"name":"A","committed":5}]})")) == "players.too_few");
  std::string many = R"({"players":[)";
  for (int i = 0; i < 1000; ++i)
    many += (i ? "," : "") + std::string(R"({"name":"P)") + std::to_string(i) + "\"}";
  many += "]}";
  CHECK(first_code(run_spec(many)) == "players.too_many");
}

TEST_CASE("ranking naming an unknown player or a player twice") {
  auto r = run_spec(R"({"players":[{"name":"A","committed":5},{"name":"B","committed":5}],
                        "ranking":[["A"],["Z"]]})");
  CHECK(first_code(r) == "ranking.unknown_player");
  CHECK(first_field(r) == "ranking[1][0]");
  auto d = run_spec(R"({"players":[{"name":"A","committed":5},{"name":"B","committed":5}],
                        "ranking":[["A"],["B","A"]]})");
  CHECK(first_code(d) == "ranking.duplicate_player");
}

TEST_CASE("button out of range, unknown format, everyone folded") {
  CHECK(first_code(run_spec(R"({"button":2,"players":[{"name":"A"},{"name":"B"}]})")) ==
        "spec.range");
  CHECK(first_code(run_spec(R"({"format":"sng","players":[{"name":"A"},{"name":"B"}]})")) ==
        "spec.unknown_value");
  CHECK(first_code(
            run_spec(R"({"players":[{"name":"A","folded":true},{"name":"B","folded":true}]})")) ==
        "pots.everyone_folded");
}

TEST_CASE("deeply nested or non-object specs") {
  CHECK(first_code(run_spec(std::string(100000, '['))) == "spec.json");
  CHECK(first_code(run_spec("[1,2]")) == "spec.type");
  CHECK(first_code(run_spec("\"x\"")) == "spec.type");
}

TEST_CASE("names are kept as given, HTML included, and escaped in JSON") {
  auto r = run_spec(R"({"players":[{"name":"<img src=x onerror=alert(1)>","committed":5},
                        {"name":"Zoé \"Z\"","committed":5}]})");
  CHECK(r.find("ok")->as_bool());
  CHECK(names_joined(*r.find("pots")->items().at(0).find("eligible")) ==
        "<img src=x onerror=alert(1)>,Zoé \"Z\"");
}
