// Who shows first (guide 000: WSOP Live Action 149, TDA 2024 Rules 16-17; guide 001) and who
// finishes where when several players bust (guide 002).
#include "core/showdown/show_order.hpp"

#include <doctest/doctest.h>

#include "core/pots/pots.hpp"
#include "core/showdown/finishing.hpp"

using namespace tapis;

namespace {

PotSplit split_of(std::vector<Stake> stakes) {
  auto s = split_pots(stakes, 0);
  REQUIRE(s.ok());
  return s.value();
}

}  // namespace

TEST_CASE("000 tournament all-in: every hand face up at once (TDA 2024 Rule 16)") {
  auto split = split_of({{100, false}, {300, false}, {300, false}});
  ShowContext ctx;
  ctx.tournament = true;
  ctx.all_in = {true, false, false};
  auto o = show_order(split, ctx, {0, 1, 2}, 2, 3);
  CHECK(o.face_up);
  CHECK(o.seats == std::vector<int>{0, 1, 2});
  CHECK(o.ruling.code == "show.face_up");
  CHECK(o.ruling.rule == "TDA-2024-16");
}

TEST_CASE(
    "000 no-limit cash, betting over before the river: the all-in player shows first (WSOP 149)") {
  // Seat 2 is all-in for 100 and seat 0 called; the button is seat 0, so seat 1 (folded) would
  // be first left of it: the all-in seat 2 still shows first.
  auto split = split_of({{100, false}, {0, true}, {100, false}});
  ShowContext ctx;
  ctx.betting_ended_before_river = true;
  ctx.all_in = {false, false, true};
  auto o = show_order(split, ctx, {0, 2}, 0, 3);
  CHECK_FALSE(o.face_up);
  CHECK(o.seats == std::vector<int>{2, 0});
  CHECK(o.ruling.code == "show.all_in_first");
  CHECK(o.ruling.rule == "WSOP-LAR-149");
}

TEST_CASE("000 side pot players show before the player all-in for the main pot only (WSOP 149)") {
  // A (seat 0) all-in for 100; B and C played a side pot and bet until the river, C last.
  auto split = split_of({{100, false}, {400, false}, {400, false}});
  ShowContext ctx;
  ctx.river_aggressor = 2;
  ctx.all_in = {true, false, false};
  auto o = show_order(split, ctx, {0, 1, 2}, 2, 3);
  CHECK(o.seats == std::vector<int>{2, 1, 0});
}

TEST_CASE("001 river showdown: the last aggressor shows first, then clockwise") {
  auto split = split_of({{50, false}, {50, false}, {50, false}, {50, false}});
  ShowContext ctx;
  ctx.river_aggressor = 2;
  auto o = show_order(split, ctx, {0, 1, 2, 3}, 3, 4);
  CHECK(o.seats == std::vector<int>{2, 3, 0, 1});
}

TEST_CASE("001 everyone checked the river: first player left of the button shows first") {
  auto split = split_of({{50, false}, {50, false}, {50, true}, {50, false}});
  ShowContext ctx;
  auto o = show_order(split, ctx, {0, 1, 3}, 1, 4);
  CHECK(o.seats == std::vector<int>{3, 0, 1});
}

TEST_CASE("002 several players bust in one hand: more chips at the start finishes higher") {
  // B started with 3 700, C with 2 200, A with 1 200: all lose everything to D.
  auto groups = busted_order({1200, 3700, 2200, 5700}, {0, 0, 0, 14000});
  REQUIRE(groups.size() == 3);
  CHECK(groups[0] == std::vector<int>{1});
  CHECK(groups[1] == std::vector<int>{2});
  CHECK(groups[2] == std::vector<int>{0});
}

TEST_CASE("002 equal starting stacks share the finishing place") {
  auto groups = busted_order({500, 500, 900}, {0, 0, 1900});
  REQUIRE(groups.size() == 1);
  CHECK(groups[0] == std::vector<int>{0, 1});
}
