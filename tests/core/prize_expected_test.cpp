// Issue 31, "expected": prize money averaged over the unknown cards. Each test deals every way the
// cards can fall itself, plays each deal's real showdown (analyze with the whole board), reads
// what the report says each player has after it, and averages: the joint outcome the equity engine
// counts must give the same figures.
#include <doctest/doctest.h>

#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "core/cards/card.hpp"
#include "core/report/equity_worker.hpp"
#include "tests/core/betting_helpers.hpp"
#include "tests/core/quick_helpers.hpp"

using namespace bet_test;

namespace {

struct Seat {
  std::string name;
  long long committed, stack;
  std::string cards;  // "": dealt at random
  bool folded = false;
};

std::string spec_of(const std::vector<Seat>& seats, const std::string& board,
                    const std::string& equity, const std::string& extra = "",
                    const std::string& prizes = "[500,300,200]") {
  std::string s = R"({"format":"tournament","board":")" + board + "\"";
  if (!prizes.empty()) s += ",\"prizes\":" + prizes;
  if (!equity.empty()) s += ",\"equity\":" + equity;
  s += extra + ",\"players\":[";
  for (std::size_t i = 0; i < seats.size(); ++i) {
    const Seat& p = seats[i];
    s += (i ? "," : "") + std::string(R"({"name":")") + p.name +
         "\",\"committed\":" + std::to_string(p.committed) +
         ",\"stack\":" + std::to_string(p.stack);
    if (!p.cards.empty()) s += ",\"cards\":\"" + p.cards + "\"";
    if (p.folded) s += ",\"folded\":true";
    s += "}";
  }
  return s + "]}";
}

// Prize money after one dealt hand: the prize of a busted player, else his stack's value.
std::map<std::string, double> after_of(const Json& r) {
  const Json& after = at(r, "prizeEquity.after");
  REQUIRE_MESSAGE(after.is_object(), r.dump());
  std::map<std::string, double> out;
  for (const auto& [name, v] : at(after, "values").members()) out[name] = v.as_real();
  for (const auto& [name, v] : at(after, "paid").members()) out[name] = v.as_real();
  const auto& others = at(after, "others").items();
  for (std::size_t i = 0; i < others.size(); ++i)
    out["#" + std::to_string(i)] = others[i].as_real();
  return out;
}

// Expected values by the same names: players, then "#i" for otherStacks[i].
std::map<std::string, double> expected_of(const Json& r) {
  const Json& x = at(r, "prizeEquity.expected");
  REQUIRE_MESSAGE(x.is_object(), r.dump());
  std::map<std::string, double> out;
  for (const auto& [name, v] : at(x, "values").members()) out[name] = v.as_real();
  const auto& others = at(x, "others").items();
  for (std::size_t i = 0; i < others.size(); ++i)
    out["#" + std::to_string(i)] = others[i].as_real();
  return out;
}

// Within a cent of the plain average (the engine rounds keeping the total), name by name.
void same_within_a_cent(const std::map<std::string, double>& engine,
                        const std::map<std::string, double>& brute) {
  REQUIRE(engine.size() == brute.size());
  for (const auto& [name, v] : brute) {
    REQUIRE_MESSAGE(engine.count(name) == 1, name);
    CHECK_MESSAGE(std::abs(engine.at(name) - v) <= 0.0100001, name);
  }
}

// Every card of a 52-card deck not in `used`.
std::vector<std::string> unseen(const std::string& used) {
  std::vector<std::string> out;
  for (int i = 0; i < 52; ++i) {
    const std::string c = tapis::to_string(*tapis::Card::from_index(i));
    if (used.find(c) == std::string::npos) out.push_back(c);
  }
  return out;
}

// The average of after_of over deals (each a full spec).
std::map<std::string, double> average(const std::vector<std::string>& deals) {
  std::map<std::string, double> sum;
  for (const std::string& d : deals)
    for (const auto& [name, v] : after_of(run_spec(d))) sum[name] += v;
  for (auto& [name, v] : sum) v /= static_cast<double>(deals.size());
  return sum;
}

// Guide 002's example 2's stacks as a final table, on the turn: A 1 505 (an odd amount, so the
// split pots have an odd chip), B 4 000, C 2 500 all-in, D covers them; E folded 300 of his 2 000.
// A and B hold the same ace-king: they split whatever they win together.
std::vector<Seat> final_table() {
  return {{"A", 1505, 1505, "As Kh"},
          {"B", 4000, 4000, "Ad Kc"},
          {"C", 2500, 2500, "Qs Qh"},
          {"D", 6000, 9000, "Jd Tc"},
          {"E", 300, 2000, "", true}};
}
const std::string kTurn = "2c 7d 9h 3s";

}  // namespace

TEST_CASE("Expected prize money on the turn equals the average over every river") {
  const auto seats = final_table();
  const Json r = run_spec(spec_of(seats, kTurn, "true"));
  const Json& x = at(r, "prizeEquity.expected");
  REQUIRE_MESSAGE(x.is_object(), r.dump());
  CHECK(flag(x, "exact"));

  std::vector<std::string> deals;
  for (const std::string& river : unseen("As Kh Ad Kc Qs Qh Jd Tc " + kTurn))
    deals.push_back(spec_of(seats, kTurn + " " + river, ""));
  CHECK(num(x, "deals") == static_cast<std::int64_t>(deals.size()));  // 40 rivers
  const auto brute = average(deals);
  double total = 0;
  for (const auto& [name, v] : brute) {
    // The engine rounds to the cent keeping the total: at most a cent from the plain average.
    CHECK_MESSAGE(std::abs(at(x, "values." + name).as_real() - v) <= 0.0100001, name);
    CHECK(at(x, "delta." + name).as_real() ==
          doctest::Approx(at(x, "values." + name).as_real() -
                          at(r, "prizeEquity.before.values." + name).as_real()));
    total += at(x, "values." + name).as_real();
  }
  CHECK(brute.size() == 5);
  CHECK(total == doctest::Approx(1000));  // five players: every place is paid out on average
  CHECK(ruling_num(at(r, "prizeEquity"), "prizes.expected", "deals") == 40);
  CHECK(ruling_rule(at(r, "prizeEquity"), "prizes.expected") == "ICM-Malmuth-Harville");
  // The folded player's stack only grows in value when others may bust: never below before.
  CHECK(at(x, "delta.E").as_real() >= 0);
}

TEST_CASE("Expected prize money with a hand dealt at random equals the average over its hands") {
  auto seats = final_table();
  seats[3].cards = "";  // D's cards unknown; the river is out
  const std::string river = kTurn + " Kd";
  const Json r = run_spec(spec_of(seats, river, "true"));
  const Json& x = at(r, "prizeEquity.expected");
  REQUIRE_MESSAGE(x.is_object(), r.dump());
  std::vector<std::string> deals;
  const auto cards = unseen("As Kh Ad Kc Qs Qh " + river);
  for (std::size_t i = 0; i < cards.size(); ++i)
    for (std::size_t j = i + 1; j < cards.size(); ++j) {
      auto dealt = seats;
      dealt[3].cards = cards[i] + " " + cards[j];
      deals.push_back(spec_of(dealt, river, ""));
    }
  CHECK(num(x, "deals") == static_cast<std::int64_t>(deals.size()));
  for (const auto& [name, v] : average(deals))
    CHECK_MESSAGE(std::abs(at(x, "values." + name).as_real() - v) <= 0.0100001, name);
}

TEST_CASE("Expected prize money drawn by Monte Carlo is within four standard errors") {
  const auto seats = final_table();
  const Json exact = run_spec(spec_of(seats, "2c 7d 9h", "true"));
  const Json mc = run_spec(spec_of(
      seats, "2c 7d 9h", R"({"exactLimit":0,"maxSamples":100000,"precision":0.0001,"seed":7})"));
  const Json& e = at(exact, "prizeEquity.expected");
  const Json& m = at(mc, "prizeEquity.expected");
  REQUIRE_MESSAGE(m.is_object(), mc.dump());
  CHECK(flag(e, "exact"));
  CHECK_FALSE(flag(m, "exact"));
  CHECK(num(m, "deals") == 100000);
  CHECK(num(e, "deals") == 820);  // C(41, 2) turns and rivers
  CHECK(has_ruling(at(mc, "prizeEquity"), "prizes.expected_sampled"));
  for (const auto& [name, v] : at(e, "values").members()) {
    const double se = at(m, "stdError." + name).as_real();
    CHECK(se > 0);
    CHECK_MESSAGE(std::abs(at(m, "values." + name).as_real() - v.as_real()) <= 4 * se + 0.01, name);
  }
}

TEST_CASE("Expected prize money from the worker's chunks is the one analyze gives") {
  // D's cards dealt at random on the flop: several chunks of his hands.
  auto seats = final_table();
  seats[3].cards = "";
  const std::string spec = spec_of(seats, "2c 7d 9h", "true");
  const Json full = at(run_spec(spec), "prizeEquity");
  // Steps in order, as the page runs them: `expected` comes with the last one only.
  std::string sums = "null";
  Json step;
  int steps = 0;
  for (;;) {
    step = Json::parse(tapis::equity_step(spec, sums)).value();
    REQUIRE_MESSAGE(flag(step, "ok"), step.dump());
    ++steps;
    sums = at(step, "sums").dump();
    CHECK(at(step, "sums.joint").is_array());
    if (flag(step, "equity.done")) break;
    CHECK(at(step, "prizeEquity.expected").is_null());
  }
  CHECK(steps > 1);
  CHECK(at(step, "prizeEquity").dump() == full.dump());
  const Json finish = Json::parse(tapis::equity_finish(spec, sums)).value();
  CHECK(at(finish, "prizeEquity").dump() == full.dump());

  // Joint counts that do not fit the pots are refused, at the sums.
  Json bad = Json::parse(sums).value();
  Json joint = Json::array();
  Json entry = Json::array();
  Json masks = Json::array();
  masks.push(std::int64_t{1});  // one mask, where there are several contested pots
  entry.push(std::move(masks));
  entry.push(std::int64_t{5});
  joint.push(std::move(entry));
  bad.set("joint", std::move(joint));
  const Json refused = Json::parse(tapis::equity_finish(spec, bad.dump())).value();
  CHECK_FALSE(flag(refused, "ok"));
  CHECK(str(refused, "errors.0.code") == "equity.sums");
  CHECK(str(refused, "errors.0.params.problem") == "sums.joint");
}

TEST_CASE("Run twice, expected prize money is not computed, and a ruling says why") {
  const Json r = run_spec(spec_of(final_table(), kTurn, R"({"runs":2})"));
  CHECK(at(r, "equity").is_object());
  CHECK(at(r, "prizeEquity.expected").is_null());
  CHECK(ruling_num(at(r, "prizeEquity"), "prizes.expected_runs", "runs") == 2);
}

TEST_CASE("Without equity, or with the board complete, expected is null or the result itself") {
  const Json plain = run_spec(spec_of(final_table(), kTurn, ""));
  CHECK(at(plain, "prizeEquity.expected").is_null());
  const Json river = run_spec(spec_of(final_table(), kTurn + " 5h", "true"));
  const Json& x = at(river, "prizeEquity.expected");
  REQUIRE(x.is_object());
  CHECK(num(x, "deals") == 1);
  for (const auto& [name, v] : after_of(river))
    CHECK_MESSAGE(at(x, "values." + name).as_real() == doctest::Approx(v), name);
}

TEST_CASE("Prize money leaves the chip equity as it was: hold'em by ranks, Omaha, random hands") {
  // With prizes the enumerators count joint outcomes and read each pot's counts from them.
  const std::vector<std::pair<std::vector<Seat>, std::string>> cases = {
      {final_table(), ""},  // preflop: the rank grouping and the flush boards
      {{{"A", 1500, 1500, "As Ah Kd Qc", false},
        {"B", 4000, 4000, "Kh Ks Qd Jd", false},
        {"C", 2500, 2500, "Ts 9s 8h 7h", false},
        {"D", 6000, 9000, "2c 3c 4d 5d", false}},
       "Js 6h 2d"},  // Omaha on the flop
      {{{"A", 1500, 1500, "As Ah"}, {"B", 4000, 4000, ""}, {"C", 6000, 6000, "Qs Qh"}},
       "2c 7d 9h"},  // a random hand on the flop
  };
  for (const auto& [seats, board] : cases) {
    const std::string extra = seats[0].cards.size() > 5 ? R"(,"game":"omaha")" : "";
    const Json with = run_spec(spec_of(seats, board, "true", extra));
    const Json without = run_spec(spec_of(seats, board, "true", extra, ""));
    REQUIRE_MESSAGE(at(with, "prizeEquity.expected").is_object(), with.dump());
    CHECK(at(with, "equity").dump() == at(without, "equity").dump());
  }
}

TEST_CASE("Expected prize money with 12 players in nested pots (keys wider than 64 bits)") {
  // Twelve all-in for different amounts: 12 + 11 + ... + 2 = 77 bits of winners per deal.
  std::vector<Seat> seats;
  const char* holes[] = {"As Ah", "Ks Kh", "Qs Qh", "Js Jh", "Ts Th", "9s 9h",
                         "8s 8h", "7s 7h", "6s 6h", "5s 5h", "4s 4h", "3s 3h"};
  for (int i = 0; i < 12; ++i)
    seats.push_back(
        {std::string(1, static_cast<char>('A' + i)), 1000 + 100 * i, 1000 + 100 * i, holes[i]});
  const std::string board = "Ad Kd Qd 2c";
  const std::string prizes = "[500,300,200,100,50]";
  const Json r = run_spec(spec_of(seats, board, "true", "", prizes));
  CHECK(flag(at(r, "prizeEquity.expected"), "exact"));
  std::vector<std::string> deals;
  for (const std::string& river : unseen(std::string("As Ah Ks Kh Qs Qh Js Jh Ts Th 9s 9h 8s 8h "
                                                     "7s 7h 6s 6h 5s 5h 4s 4h 3s 3h ") +
                                         board))
    deals.push_back(spec_of(seats, board + " " + river, "", "", prizes));
  CHECK(num(r, "prizeEquity.expected.deals") == static_cast<std::int64_t>(deals.size()));
  same_within_a_cent(expected_of(r), average(deals));
}

TEST_CASE(
    "Expected prize money of other tables' stacks, in Omaha, equals the average over rivers") {
  const std::vector<Seat> seats = {{"A", 1500, 1500, "As Ah Kd Qc"},
                                   {"B", 4000, 4000, "Kh Ks Qd Jd"},
                                   {"C", 2500, 2500, "Ts 9s 8h 7h"},
                                   {"D", 6000, 9000, "2c 3c 4d 5d"}};
  const std::string board = "Js 6h 2d 3s";
  const std::string extra = R"(,"game":"omaha","otherStacks":[5000,700])";
  const Json r = run_spec(spec_of(seats, board, "true", extra));
  std::vector<std::string> deals;
  for (const std::string& river :
       unseen("As Ah Kd Qc Kh Ks Qd Jd Ts 9s 8h 7h 2c 3c 4d 5d " + board))
    deals.push_back(spec_of(seats, board + " " + river, "", extra));
  const auto engine = expected_of(r);
  same_within_a_cent(engine, average(deals));
  // Six players in the tournament: every place is paid out, on average too.
  double total = 0;
  for (const auto& [name, v] : engine) total += v;
  CHECK(total == doctest::Approx(1000));
  CHECK(at(r, "prizeEquity.expected.othersDelta.1").as_real() ==
        doctest::Approx(engine.at("#1") - at(r, "prizeEquity.before.others.1").as_real()));
}

TEST_CASE("Worker sums that do not add up are refused, at the sums") {
  const std::string spec = spec_of(final_table(), kTurn, "true");
  const Json good = Json::parse(tapis::equity_step(spec, "null")).value();
  REQUIRE(flag(good, "equity.done"));
  const auto refused = [&](const Json& sums) {
    const Json r = Json::parse(tapis::equity_finish(spec, sums.dump())).value();
    CHECK_FALSE(flag(r, "ok"));
    CHECK(str(r, "errors.0.code") == "equity.sums");
    return str(r, "errors.0.params.problem");
  };
  // Every unit claimed, no deal counted: nothing to average (not an even split of the prizes).
  Json empty = at(good, "sums");
  Json lists = Json::array();
  for (std::size_t i = 0; i < at(empty, "pots").size(); ++i) lists.push(Json::array());
  empty.set("pots", lists);
  empty.set("joint", Json::array());
  CHECK(refused(empty) == "sums.weight");
  // A weight the counts do not reach.
  Json light = at(good, "sums");
  light.set("weight", num(light, "weight") + 1);
  CHECK(refused(light) == "sums.weight");
  // A negative joint count, and pot lists that disagree with the joint counts.
  Json negative = at(good, "sums");
  Json joint = at(negative, "joint");
  Json first = joint.items()[0];
  Json entry = Json::array();
  entry.push(first.items()[0]);
  entry.push(std::int64_t{-1});
  joint.push(std::move(entry));
  negative.set("joint", joint);
  CHECK(refused(negative) == "sums.negative");
  Json disagree = at(good, "sums");
  Json pots = at(disagree, "pots");
  Json list = Json::array();
  Json one = Json::array();
  one.push(std::int64_t{1});
  one.push(num(disagree, "weight"));
  list.push(std::move(one));  // the first pot's list: all of it to its first player
  Json rebuilt = Json::array();
  rebuilt.push(std::move(list));
  for (std::size_t i = 1; i < pots.size(); ++i) rebuilt.push(pots.items()[i]);
  disagree.set("pots", rebuilt);
  CHECK(refused(disagree) == "sums.pots");
}
