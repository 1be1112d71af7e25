// A deal's report says the board dealt by the street it has reached ("boardDealt",
// core/report/deal_report.hpp), not the whole board of the spec: a replay shows the flop once the
// preflop betting is over. Real hands (tests/fixtures/phh/), replayed action by action.
#include <doctest/doctest.h>

#include <string>

#include "core/report/analyze.hpp"
#include "tests/core/phh_helpers.hpp"

using namespace phh_test;

namespace {

const std::string kDir = std::string(TAPIS_SOURCE_DIR) + "/tests/fixtures/phh/";

// The report of `spec` with only its first `n` actions played.
Json after(const Json& spec, std::size_t n) {
  Json cut = Json::object();
  for (const auto& [k, v] : spec.members()) {
    if (k != "actions") {
      cut.add(k, v);
      continue;
    }
    Json first = Json::array();
    for (std::size_t i = 0; i < n; ++i) first.push(v.items()[i]);
    cut.add(k, std::move(first));
  }
  return tapis::analyze_json(cut);
}

}  // namespace

TEST_CASE("board dealt: Dwan-Ivey 2009 street by street, the river run out after the all-in") {
  const Json spec = at(hand(read_file(kDir + "standard/dwan-ivey-2009.phh")), "spec");
  REQUIRE(text(spec, "board") == "\"Jc 3d 5c 4h Jh\"");
  // Preflop: Dwan raises, Ivey re-raises, Antonius folds; none of the board is out.
  CHECK(text(after(spec, 0), "boardDealt") == "[]");
  CHECK(text(after(spec, 3), "boardDealt") == "[]");
  // Dwan calls: the flop.
  const Json flop = after(spec, 4);
  CHECK(text(flop, "street") == "\"flop\"");
  CHECK(text(flop, "boardDealt") == "[\"Jc\",\"3d\",\"5c\"]");
  // Ivey bets, Dwan calls: the turn.
  CHECK(text(after(spec, 6), "boardDealt") == "[\"Jc\",\"3d\",\"5c\",\"4h\"]");
  CHECK(text(after(spec, 8), "boardDealt") == "[\"Jc\",\"3d\",\"5c\",\"4h\"]");
  // Dwan calls Ivey's all-in on the turn: nobody can bet any more, the river is run out.
  const Json end = after(spec, 10);
  CHECK(text(end, "street") == "\"showdown\"");
  CHECK(text(end, "boardDealt") == "[\"Jc\",\"3d\",\"5c\",\"4h\",\"Jh\"]");
  CHECK(text(end, "board") == text(end, "boardDealt"));
}

TEST_CASE("board dealt: Absolute 0.50/1 hand [9], won by a fold on the turn: four cards") {
  const std::string file = read_file(kDir + "abs-100nlh-1.phhs");
  const std::size_t from = file.find("[9]\n");
  REQUIRE(from != std::string::npos);
  const Json spec = at(hand(file.substr(from, file.find("\n[", from + 1) - from)), "spec");
  const Json end = tapis::analyze_json(spec);
  CHECK(text(end, "over") == "true");
  CHECK(text(end, "street") == "\"turn\"");
  CHECK(text(end, "boardDealt") == "[\"Jc\",\"Ad\",\"Kd\",\"Jd\"]");
}

TEST_CASE("board dealt: a hand without a board says none at every street") {
  const Json spec = at(hand(read_file(kDir + "wsop-2019-42-3-00-01-07.phh")), "spec");
  // The WSOP hand has its board: cut it away, the streets still go by.
  Json bare = Json::object();
  for (const auto& [k, v] : spec.members())
    if (k != "board") bare.add(k, v);
  const Json end = tapis::analyze_json(bare);
  CHECK(text(end, "street") == "\"showdown\"");
  CHECK(text(end, "boardDealt") == "[]");
}
