// Equity per pot (issue 6): reference values, the naive answer (deal every board, run the real
// showdown, average), symmetries, conservation, Monte Carlo against exact, the worker protocol
// and coded errors.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>

#include "core/report/equity_worker.hpp"
#include "tests/core/equity_helpers.hpp"

using equity_test::num;
using equity_test::Seat;
using equity_test::Table;
using tapis::Json;

namespace {

Json equity_of(const std::string& spec) {
  const Json r = equity_test::parse(tapis::analyze(spec));
  REQUIRE_MESSAGE(r.find("ok")->as_bool(), r.dump());
  const Json* eq = r.find("equity");
  REQUIRE(eq != nullptr);
  return *eq;
}

const Json& pot_player(const Json& eq, std::size_t pot, const std::string& name) {
  return *eq.find("pots")->items().at(pot).find("players")->find(name);
}

std::string error_code(const std::string& spec) {
  const Json r = equity_test::parse(tapis::analyze(spec));
  REQUIRE_MESSAGE(!r.find("ok")->as_bool(), r.dump());
  return r.find("errors")->items().at(0).find("code")->as_string();
}

// Percent to three decimals, as the issue prints them.
double pct(double x) {
  return std::round(x * 100'000) / 1000;
}

// The engine against the naive answer: every pot share and win, every expected chip count.
void check_against_naive(const Table& t) {
  const Json eq = equity_of(t.spec());
  const equity_test::Naive n = equity_test::naive(t);
  CHECK(eq.find("exact")->as_bool());
  if (t.runs == 1) CHECK(num(eq, "boards") == n.deals);
  for (const auto& member : eq.find("expected")->members()) {
    const std::string& name = member.first;  // clang 14: no structured bindings in lambdas
    CHECK_MESSAGE(std::abs(member.second.as_real() - n.expected.at(name)) < 1e-9, name);
  }
  const auto& pots = eq.find("pots")->items();
  REQUIRE(pots.size() == n.share.size());
  for (std::size_t p = 0; p < pots.size(); ++p)
    for (const auto& member : pots[p].find("players")->members()) {
      const std::string& name = member.first;
      const Json& pl = member.second;
      const double share = n.share[p].count(name) ? n.share[p].at(name) : 0.0;
      const double win = n.win[p].count(name) ? n.win[p].at(name) : 0.0;
      CHECK_MESSAGE(std::abs(num(pl, "share") - share) < 1e-12, "pot ", p, " ", name);
      CHECK_MESSAGE(std::abs(num(pl, "win") - win) < 1e-12, "pot ", p, " ", name);
    }
}

Table flop_side_pots() {
  Table t;
  t.board = "Ts 9s 2d";
  t.button = 1;
  t.seats = {{"A", 101, "As Ks"}, {"B", 300, "9h 9c"}, {"C", 300, "Jd Td"}, {"D", 40, "", true}};
  return t;
}

}  // namespace

TEST_CASE("equity: AhAs vs KsKd preflop, every board (81.946% / 18.054%, ties 0.46%)") {
  const Json eq =
      equity_of(R"({"equity":true,"players":[{"name":"A","committed":100,"cards":"Ah As"},
      {"name":"B","committed":100,"cards":"Ks Kd"}]})");
  CHECK(eq.find("exact")->as_bool());
  CHECK(eq.find("boards")->as_integer() == 1'712'304);
  CHECK(pct(num(pot_player(eq, 0, "A"), "share")) == doctest::Approx(81.946));
  CHECK(pct(num(pot_player(eq, 0, "B"), "share")) == doctest::Approx(18.054));
  CHECK(std::round(num(pot_player(eq, 0, "A"), "tie") * 10000) / 100 == doctest::Approx(0.46));
  CHECK(num(*eq.find("expected"), "A") + num(*eq.find("expected"), "B") == doctest::Approx(200));
}

TEST_CASE("equity: AhAs vs KsKd vs QcQh preflop (66.508% / 17.798% / 15.694%)") {
  const Json eq =
      equity_of(R"({"equity":true,"players":[{"name":"A","committed":100,"cards":"Ah As"},
      {"name":"B","committed":100,"cards":"Ks Kd"},{"name":"C","committed":100,"cards":"Qc Qh"}]})");
  CHECK(eq.find("boards")->as_integer() == 1'370'754);
  CHECK(pct(num(pot_player(eq, 0, "A"), "share")) == doctest::Approx(66.508));
  CHECK(pct(num(pot_player(eq, 0, "B"), "share")) == doctest::Approx(17.798));
  CHECK(pct(num(pot_player(eq, 0, "C"), "share")) == doctest::Approx(15.694));
}

TEST_CASE("equity: AA all-in 100, KK and QQ 300 each: the main and the side pot") {
  const Json eq =
      equity_of(R"({"equity":true,"players":[{"name":"A","committed":100,"cards":"Ah As"},
      {"name":"B","committed":300,"cards":"Ks Kd"},{"name":"C","committed":300,"cards":"Qc Qh"}]})");
  const auto& pots = eq.find("pots")->items();
  REQUIRE(pots.size() == 2);
  CHECK(num(pots[0], "amount") == 300);
  CHECK(num(pots[1], "amount") == 400);
  CHECK(pct(num(pot_player(eq, 0, "A"), "share")) == doctest::Approx(66.508));
  CHECK(pct(num(pot_player(eq, 1, "B"), "share")) == doctest::Approx(80.604));
  CHECK(pots[1].find("players")->find("A") == nullptr);
  const Json& x = *eq.find("expected");
  CHECK(std::round(num(x, "A") * 100) / 100 == doctest::Approx(199.53));
  CHECK(std::round(num(x, "B") * 100) / 100 == doctest::Approx(375.81));
  CHECK(std::round(num(x, "C") * 100) / 100 == doctest::Approx(124.66));
}

TEST_CASE("equity equals the naive average: hold'em flop, side pots, odd chips, a dead fold") {
  Table t = flop_side_pots();
  t.smallest_chip = 5;  // the 3-way split of the odd main pot leaves odd 5-chip units
  equity_test::shrink_deck(t, 26);
  check_against_naive(t);
}

TEST_CASE("equity equals the naive average: dead cards and a folded hand shown") {
  Table t = flop_side_pots();
  t.dead = "Qs 8s";
  t.seats[3].cards = "Js 7s";
  equity_test::shrink_deck(t, 26);
  check_against_naive(t);
}

TEST_CASE("equity equals the naive average: Omaha on the flop, three ways") {
  Table t;
  t.game = "omaha";
  t.board = "Kh 8h 3c";
  t.seats = {{"A", 200, "Ah Qh 4d 5d"}, {"B", 500, "Ks Kd 7c 2s"}, {"C", 500, "9h Th Jc Js"}};
  equity_test::shrink_deck(t, 26);
  check_against_naive(t);
}

TEST_CASE("equity equals the naive average: short deck turn, and a random hand on the river") {
  Table t;
  t.game = "shortdeck";
  t.board = "Ah 9h 6c Kd";
  t.seats = {{"A", 100, "As Ts"}, {"B", 100, "Jh Qh"}, {"C", 60, "7d 8d"}};
  check_against_naive(t);
  Table r;
  r.game = "shortdeck";
  r.board = "Ah 9h 6c Kd 7s";
  r.seats = {{"A", 100, "As Ts"}, {"B", 100, ""}};
  check_against_naive(r);
}

TEST_CASE("equity equals the naive average: hold'em river against a random hand, three ways") {
  Table t;
  t.board = "Qh Jh 4c 4d 9s";
  t.button = 0;
  t.seats = {{"A", 50, "Ah Kh"}, {"B", 120, ""}, {"C", 120, "Qs Qd"}};
  equity_test::shrink_deck(t, 24);
  check_against_naive(t);
}

TEST_CASE("equity equals the naive average: ranks grouped, three board cards to come") {
  // Two board cards known, three to come: the rank grouping with its flush boards counted apart
  // (suited hands). Dead cards keep the naive deal count small for the debug build.
  Table t;
  t.board = "Ah 7d";
  t.dead = "Js Jh Jc Tc 9h 9s";
  t.seats = {{"A", 100, "Kh Qh"}, {"B", 100, "8d 8c"}};
  equity_test::shrink_deck(t, 17);
  check_against_naive(t);
  Table o;
  o.game = "omaha";
  o.board = "Ah 7d";
  o.dead = "Js Jh Jc Tc 9h 9s";
  o.seats = {{"A", 100, "Kh Qh 2h 3s"}, {"B", 100, "8d 8c 9d Td"}};
  equity_test::shrink_deck(o, 17);
  check_against_naive(o);
  // Short deck: a flush beats a full house, and A-6-7-8-9 is a straight.
  Table d;
  d.game = "shortdeck";
  d.board = "Ah 7h";
  d.seats = {{"A", 100, "Kh Qh"}, {"B", 100, "8d 8c"}, {"C", 100, "6s 9s"}};
  equity_test::shrink_deck(d, 17);
  check_against_naive(d);
}

TEST_CASE("equity equals the naive average: preflop by ranks, two suited hands") {
  // All five cards to come: flush boards need three of hearts or of spades (the suited hands),
  // four of diamonds or clubs; flush boards with two other cards, then one, then none.
  Table t;
  t.seats = {{"A", 100, "Kh Qh"}, {"B", 100, "Ad Ac"}, {"C", 100, "9s 8s"}};
  equity_test::shrink_deck(t, 18);
  check_against_naive(t);
}

TEST_CASE("equity equals the naive average: preflop by ranks, both hands of one suit") {
  // Three hearts or more flush both hands: those boards are counted once for all their other
  // cards, two, one or none of them. The deck left: the nine other hearts, and three aces, nines
  // and eights of other suits (so that the other cards make several rank multisets).
  Table t;
  t.seats = {{"A", 100, "Kh Qh"}, {"B", 100, "Jh Th"}};
  const std::string keep = "As Ad Ac 9s 9d 9c 8s 8d 8c";
  for (int i = 0; i < 52; ++i) {
    const std::string card = tapis::to_string(*tapis::Card::from_index(i));
    if (card[1] == 'h' || keep.find(card) != std::string::npos) continue;
    t.dead += (t.dead.empty() ? "" : " ") + card;
  }
  check_against_naive(t);
}

TEST_CASE("equity equals the naive average: suits nobody holds are dealt once per renaming") {
  // Diamonds and clubs are free: the river, and the random hand, count one deal per class.
  Table t;
  t.board = "2s 3h 4s 5h";
  t.seats = {{"A", 100, "As Ks"}, {"B", 100, "Qh Jh"}, {"C", 100, "6s 6h"}};
  check_against_naive(t);
  Table r;
  r.board = "2s 3h 4s 5h 9s";
  r.seats = {{"A", 100, "As Ks"}, {"B", 100, ""}};
  check_against_naive(r);
}

TEST_CASE(
    "equity: run it twice halves each contested pot; expected chips match dealing both runs") {
  Table t;
  t.board = "Ts 9s 2d 3h";
  t.button = 0;
  t.runs = 2;
  t.equity = R"({"runs":2})";
  t.seats = {{"A", 101, "As Ks"}, {"B", 301, "9h 9c"}, {"C", 300, "Jd Td"}};
  equity_test::shrink_deck(t, 22);
  const Json eq = equity_of(t.spec());
  const equity_test::Naive n = equity_test::naive(t);
  CHECK(num(eq, "runs") == 2);
  // Spec runs agreed but not dealt yet ("runs": ["", ""]) say the same.
  Table agreed = t;
  agreed.equity = "true";
  CHECK(equity_of(agreed.spec({}, "", {"", ""})).dump() == eq.dump());
  for (const auto& member : eq.find("expected")->members()) {
    const std::string& name = member.first;  // clang 14: no structured bindings in lambdas
    CHECK_MESSAGE(std::abs(member.second.as_real() - n.expected.at(name)) < 1e-9, name);
  }
}

TEST_CASE("equity: many players in one pot (sparse counts)") {
  Table t;
  t.board = "2c 3c 4d 5h";
  const std::vector<std::string> hands = {"As Kd", "Ah Kc", "Ad Qs", "Ac Qh", "6s 7d", "6h 7c",
                                          "8s 8h", "9s 9h", "Ts Th", "Js Jh", "Qd Qc", "Ks Kh",
                                          "8d 9d", "Td Jd", "8c 9c", "Tc Jc"};
  for (std::size_t i = 0; i < hands.size(); ++i)
    t.seats.push_back({std::string("P").append(std::to_string(i)),
                       static_cast<long long>(100 + 10 * i), hands[i]});
  check_against_naive(t);
}

TEST_CASE("equity: renaming suits or moving seats changes nothing") {
  const std::string base = R"({"equity":true,"board":"Ts 9s 2d","button":2,"players":[
      {"name":"A","committed":101,"cards":"As Ks"},{"name":"B","committed":300,"cards":"9h 9c"},
      {"name":"C","committed":300,"cards":"Jd Td"}]})";
  // s -> d, h -> c, d -> h, c -> s.
  const std::string suits = R"({"equity":true,"board":"Td 9d 2h","button":2,"players":[
      {"name":"A","committed":101,"cards":"Ad Kd"},{"name":"B","committed":300,"cards":"9c 9s"},
      {"name":"C","committed":300,"cards":"Jh Th"}]})";
  // The same table, seats rotated (the button moves with them).
  const std::string seats = R"({"equity":true,"board":"Ts 9s 2d","button":0,"players":[
      {"name":"C","committed":300,"cards":"Jd Td"},{"name":"A","committed":101,"cards":"As Ks"},
      {"name":"B","committed":300,"cards":"9h 9c"}]})";
  const Json a = equity_of(base), b = equity_of(suits), c = equity_of(seats);
  for (const std::string name : {"A", "B", "C"}) {
    CHECK(num(*a.find("expected"), name) == num(*b.find("expected"), name));
    CHECK(num(*a.find("expected"), name) == num(*c.find("expected"), name));
    for (std::size_t p = 0; p < 2; ++p) {
      const Json* pa = a.find("pots")->items()[p].find("players")->find(name);
      if (!pa) continue;
      CHECK(num(*pa, "share") == num(pot_player(b, p, name), "share"));
      CHECK(num(*pa, "win") == num(pot_player(c, p, name), "win"));
    }
  }
  // Preflop, with renamed suits: the rank grouping with the flush boards of other suits.
  const Json x =
      equity_of(R"({"equity":true,"players":[{"name":"A","committed":100,"cards":"Ah As"},
      {"name":"B","committed":100,"cards":"Kh Qh"}]})");
  const Json y =
      equity_of(R"({"equity":true,"players":[{"name":"A","committed":100,"cards":"Ac Ad"},
      {"name":"B","committed":100,"cards":"Kc Qc"}]})");
  CHECK(num(pot_player(x, 0, "B"), "share") == num(pot_player(y, 0, "B"), "share"));
}

TEST_CASE("equity: expected chips add up to the pots plus the returns") {
  const Json eq = equity_of(R"({"equity":true,"deadMoney":35,"board":"Ts 9s 2d","players":[
      {"name":"A","committed":101,"cards":"As Ks"},{"name":"B","committed":300,"cards":"9h 9c"},
      {"name":"C","committed":450,"cards":"Jd Td"},{"name":"D","committed":40,"folded":true}]})");
  double sum = 0;
  for (const auto& [name, x] : eq.find("expected")->members()) sum += x.as_real();
  CHECK(sum == doctest::Approx(35 + 101 + 300 + 450 + 40).epsilon(1e-12));
  CHECK(num(*eq.find("expected"), "D") == 0);
}

TEST_CASE("equity: Monte Carlo lands within 4 standard errors of the exact answer") {
  const std::string players = R"("board":"Ts 9s 2d","players":[
      {"name":"A","committed":101,"cards":"As Ks"},{"name":"B","committed":300},
      {"name":"C","committed":300,"cards":"Jd Td"}]})";
  const Json exact = equity_of(R"({"equity":true,)" + players);
  const Json mc = equity_of(
      R"({"equity":{"exactLimit":0,"seed":7,"maxSamples":40000,"precision":0},)" + players);
  CHECK(exact.find("exact")->as_bool());
  CHECK_FALSE(mc.find("exact")->as_bool());
  CHECK(num(mc, "samples") == 40000);
  CHECK(num(mc, "seed") == 7);
  const double se = num(mc, "stdError");
  CHECK(se > 0);
  CHECK(se < 0.005);
  for (std::size_t p = 0; p < 2; ++p)
    for (const auto& member : exact.find("pots")->items()[p].find("players")->members()) {
      const std::string& name = member.first;
      CHECK_MESSAGE(
          std::abs(num(member.second, "share") - num(pot_player(mc, p, name), "share")) < 4 * se,
          name);
    }
  for (const auto& [name, x] : exact.find("expected")->members())
    CHECK(std::abs(x.as_real() - num(*mc.find("expected"), name)) <
          4 * num(*mc.find("expectedStdError"), name) + 1e-9);
  // The same seed gives the same numbers; the precision stops early.
  CHECK(equity_of(R"({"equity":{"exactLimit":0,"seed":7,"maxSamples":40000,"precision":0},)" +
                  players)
            .dump() == mc.dump());
  const Json early = equity_of(R"({"equity":{"exactLimit":0,"precision":0.01},)" + players);
  CHECK(num(early, "samples") == 10000);
  CHECK(num(early, "stdError") <= 0.01);
}

TEST_CASE("equity: the worker protocol (plan, chunks, merged sums; steps) gives the same numbers") {
  auto merge = [](Json& total, const Json& sums) {
    // What the page's worker does: add units, weight and counts of the same pot and mask.
    Json out = Json::object();
    out.set("units", total.find("units")->as_integer() + sums.find("units")->as_integer());
    out.set("weight", total.find("weight")->as_integer() + sums.find("weight")->as_integer());
    Json pots = Json::array();
    for (std::size_t p = 0; p < sums.find("pots")->size(); ++p) {
      std::map<std::int64_t, std::int64_t> counts;
      for (const Json* list : {&total.find("pots")->items()[p], &sums.find("pots")->items()[p]})
        for (const auto& e : list->items())
          counts[e.items()[0].as_integer()] += e.items()[1].as_integer();
      Json entries = Json::array();
      for (const auto& [m, c] : counts) {
        Json e = Json::array();
        e.push(m);
        e.push(c);
        entries.push(std::move(e));
      }
      pots.push(std::move(entries));
    }
    out.set("pots", std::move(pots));
    total = std::move(out);
  };
  for (const std::string& spec :
       {std::string(R"({"equity":true,"players":[{"name":"A","committed":100,"cards":"Ah As"},
            {"name":"B","committed":300,"cards":"Ks Kd"},{"name":"C","committed":300,"cards":"Qc Qh"}]})"),
        std::string(R"({"equity":{"precision":0.004,"seed":3},"board":"Ts 9s 2d","players":[
            {"name":"A","committed":100,"cards":"As Ks"},{"name":"B","committed":100},{"name":"C","committed":100}]})"),
        // Exact in several chunks, the last one shorter: a random hand on the flop.
        std::string(R"({"equity":true,"board":"Qh 7c 2h","players":[
            {"name":"A","committed":100,"cards":"Ah Kh"},{"name":"B","committed":100}]})")}) {
    const Json plan = equity_test::parse(tapis::equity_plan(spec));
    REQUIRE(plan.find("ok")->as_bool());
    const std::int64_t units = plan.find("units")->as_integer();
    const std::int64_t chunk = plan.find("chunk")->as_integer();
    Json total = Json::object();
    total.set("units", 0);
    total.set("weight", 0);
    Json empty = Json::array();
    for (std::size_t p = 0; p < equity_of(spec).find("pots")->size(); ++p)
      empty.push(Json::array());
    total.set("pots", empty);
    Json finished;
    for (std::int64_t from = 0; from < units; from += chunk) {
      const Json part = equity_test::parse(
          tapis::equity_chunk(spec, static_cast<double>(from), static_cast<double>(from + chunk)));
      REQUIRE(part.find("ok")->as_bool());
      merge(total, *part.find("sums"));
      finished = equity_test::parse(tapis::equity_finish(spec, total.dump()));
      REQUIRE(finished.find("ok")->as_bool());
      if (finished.find("equity")->find("done")->as_bool()) break;
    }
    Json eq = *finished.find("equity");
    CHECK(eq.find("done")->as_bool());
    // The same object as analyze() gives, plus the protocol's done / units / totalUnits.
    const Json full = equity_of(spec);
    for (const auto& member : full.members()) {
      const std::string& key = member.first;
      CHECK_MESSAGE(eq.find(key)->dump() == member.second.dump(), key);
    }

    // Steps: each runs the chunk after the sums it is given and answers what plan, chunk (merged)
    // and finish answer; the last one's sums and numbers are those of the chunks merged above.
    std::string sums = "null";
    Json step;
    for (std::int64_t from = 0;; from += chunk) {
      step = equity_test::parse(tapis::equity_step(spec, sums));
      REQUIRE(step.find("ok")->as_bool());
      const Json& step_sums = *step.find("sums");
      CHECK(step_sums.find("units")->as_integer() == std::min(units, from + chunk));
      CHECK(
          step.find("equity")->dump() ==
          equity_test::parse(tapis::equity_finish(spec, step_sums.dump())).find("equity")->dump());
      for (const char* key : {"exact", "units", "chunk", "boards", "deals"})
        CHECK_MESSAGE(step.find("plan")->find(key)->dump() == plan.find(key)->dump(), key);
      sums = step_sums.dump();
      if (step.find("equity")->find("done")->as_bool()) break;
      REQUIRE(from + chunk < units);
    }
    CHECK(sums == total.dump());
    CHECK(step.find("equity")->dump() == eq.dump());
  }
  // Each board is counted once with its real outcome, so a chunk's sums hold no negative count;
  // sums that do are refused.
  const std::string spec =
      R"({"equity":true,"players":[{"name":"A","cards":"Ah As"},{"name":"B","cards":"Kh Qh"}]})";
  const Json plan = equity_test::parse(tapis::equity_plan(spec));
  CHECK(plan.find("units")->as_integer() == 1);
  const Json part = equity_test::parse(tapis::equity_chunk(spec, 0, 1));
  for (const auto& e : part.find("sums")->find("pots")->items().at(0).items())
    CHECK(e.items()[1].as_integer() > 0);
  const Json bad = equity_test::parse(
      tapis::equity_finish(spec, R"({"units":1,"weight":1712304,"pots":[[[1,1712305],[2,-1]]]})"));
  CHECK(bad.find("errors")->items().at(0).find("code")->as_string() == "equity.sums");
}

TEST_CASE("equity: a hand played action by action, once the betting is closed") {
  const std::string hand = R"({"equity":true,"blinds":[1,2],"button":2,"players":[
      {"name":"A","stack":100,"cards":"Ah As"},{"name":"B","stack":300,"cards":"Ks Kd"},
      {"name":"C","stack":300,"cards":"Qc Qh"}],"actions":[)";
  const Json over = equity_test::parse(tapis::analyze(
      hand +
      R"({"player":"C","type":"allin"},{"player":"A","type":"allin"},{"player":"B","type":"call"}]})"));
  REQUIRE(over.find("ok")->as_bool());
  const Json* eq = over.find("equity");
  REQUIRE(eq != nullptr);
  CHECK(pct(num(pot_player(*eq, 0, "A"), "share")) == doctest::Approx(66.508));
  CHECK(pct(num(pot_player(*eq, 1, "B"), "share")) == doctest::Approx(80.604));
  const std::string open = hand + R"({"player":"C","type":"allin"}]})";
  CHECK(equity_test::parse(tapis::analyze(open)).find("equity") == nullptr);
  CHECK(equity_test::parse(tapis::equity_plan(open))
            .find("errors")
            ->items()
            .at(0)
            .find("code")
            ->as_string() == "equity.unavailable");
}

TEST_CASE("equity: random players: no cards or \"random\"; everyone random preflop is even") {
  const Json eq = equity_of(
      R"({"equity":{"precision":0.003},"players":[{"name":"A","committed":10,"cards":"random"},
      {"name":"B","committed":10}]})");
  CHECK_FALSE(eq.find("exact")->as_bool());
  CHECK(eq.find("random")->size() == 2);
  CHECK(std::abs(num(pot_player(eq, 0, "A"), "share") - 0.5) < 4 * num(eq, "stdError"));
}

TEST_CASE("equity: nothing to deal when every pot has a single player") {
  const std::string spec =
      R"({"equity":true,"players":[{"name":"A","committed":100,"cards":"Ah As"},
      {"name":"B","committed":60,"folded":true},{"name":"C","committed":40,"folded":true}]})";
  const Json eq = equity_of(spec);
  CHECK(eq.find("exact")->as_bool());
  CHECK(num(eq, "boards") == 1);
  CHECK(num(*eq.find("expected"), "A") == 200);
  const Json plan = equity_test::parse(tapis::equity_plan(spec));
  CHECK(plan.find("units")->as_integer() == 0);
  const Json part = equity_test::parse(tapis::equity_chunk(spec, 0, 0));
  const Json done = equity_test::parse(tapis::equity_finish(spec, part.find("sums")->dump()));
  CHECK(done.find("equity")->find("done")->as_bool());
}

TEST_CASE("equity: bad input gives coded errors") {
  const std::string two =
      R"("players":[{"name":"A","committed":10,"cards":"Ah As"},{"name":"B","committed":10,"cards":"Ks Kd"}])";
  CHECK(error_code(R"({"equity":true,"dead":"Ah",)" + two + "}") == "cards.duplicate");
  CHECK(error_code(R"({"equity":true,"dead":"Zz",)" + two + "}") == "cards.unknown");
  CHECK(error_code(R"({"equity":"yes",)" + two + "}") == "spec.type");
  CHECK(error_code(R"({"equity":{"precision":2},)" + two + "}") == "spec.range");
  CHECK(error_code(R"({"equity":{"runs":4},)" + two + "}") == "spec.range");
  CHECK(error_code(R"({"equity":{"chunk":[1]},)" + two + "}") == "equity.chunk");
  CHECK(error_code(R"({"equity":{"sums":{"units":1}},)" + two + "}") == "equity.sums");
  CHECK(error_code(R"({"equity":{"step":5},)" + two + "}") == "equity.step");
  CHECK(error_code(R"({"equity":{"step":{"units":1}},)" + two + "}") == "equity.sums");
  CHECK(error_code(R"({"equity":true,"game":"shortdeck","dead":"2c",)" + two + "}") ==
        "cards.not_in_deck");
  CHECK(error_code(R"({"equity":true,"board":"2c 3c 4c","runs":["7c 8c","9c Tc"],)" + two + "}") ==
        "equity.runs_dealt");
  CHECK(
      error_code(
          R"({"equity":true,"ranking":["A","B"],"players":[{"name":"A","committed":10},{"name":"B","committed":10}]})") ==
      "equity.with_ranking");
  CHECK(
      error_code(
          R"({"equity":true,"game":"pineapple","players":[{"name":"A","committed":10,"cards":"Ah As Kd"},{"name":"B","committed":10}]})") ==
      "equity.pineapple_discard");
  CHECK(
      error_code(
          R"({"equity":true,"game":"omaha","players":[{"name":"A","committed":10,"cards":"Ah As"},{"name":"B","committed":10}]})") ==
      "eval.hole_count");
  // Omaha: twelve hands of four and a board need 53 cards.
  std::string omaha = R"({"equity":true,"game":"omaha","players":[)";
  for (int i = 0; i < 12; ++i)
    omaha.append(i ? "," : "")
        .append(R"({"name":"P)")
        .append(std::to_string(i))
        .append(R"(","committed":10})");
  CHECK(error_code(omaha + "]}") == "equity.not_enough_cards");
  // A random Omaha hand with 48 cards known: 4 left, but the hand and the turn and river need 6.
  CHECK(
      error_code(
          R"({"equity":true,"game":"omaha","dead":"2s 2h 2d 2c 3s 3h 3d 3c 4s 4h 4d 4c 5s 5h 5d 5c 6s 6h 6d 6c 7s 7h 7d 7c 8s 8h 8d 8c 9s 9h 9d 9c Ts Th Td Tc Jc Ks Kh Kd Kc",)"
          R"("board":"Js Jh Jd","players":[{"name":"A","committed":10,"cards":"Qs Qh Qd Qc"},{"name":"B","committed":10}]})") ==
      "equity.not_enough_cards");
}
