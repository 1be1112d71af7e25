// Issue 32, exercise 7: finishing places and prizes. Every level, 1,000 seeds each: who busts and
// where each finishes worked out here from the table, not with core/showdown/ or core/prizes/:
// guide 002's pots (tests/core/guide_pots.hpp), each pot to the best-ranked player in it; the
// players left with nothing take the last places, whoever started the hand with more chips the
// better one (guide 002); equal stacks tie and share their places' prizes equally, a cent that
// does not divide to the first of them in seat order (TDA, simultaneous eliminations).
#include <doctest/doctest.h>

#include "core/practice/place_drill.hpp"
#include "tests/core/betting_helpers.hpp"
#include "tests/core/guide_pots.hpp"
#include "tests/core/quick_helpers.hpp"

using namespace bet_test;
using tapis::Chips;

namespace {

struct Place {
  int from = 0;
  std::int64_t prize = 0;  // cents
  bool tie = false;
};

std::map<int, Place> by_the_guide(const tapis::PlaceDrill& d) {
  const std::size_t n = d.names.size();
  std::vector<Chips> stakes;
  for (const auto& s : d.stakes) stakes.push_back(s.committed);
  const auto k = drill_test::guide_pots(stakes, std::vector<bool>(n, false), 0);
  std::vector<Chips> end(n);
  for (std::size_t s = 0; s < n; ++s) {
    const auto back = k.returned.find(static_cast<int>(s));
    end[s] = d.start[s] - stakes[s] + (back == k.returned.end() ? 0 : back->second);
  }
  std::vector<int> rank(n);  // 0: the best hand
  for (std::size_t i = 0; i < d.ranking.size(); ++i)
    for (int s : d.ranking[i]) rank[static_cast<std::size_t>(s)] = static_cast<int>(i);
  for (const auto& pot : k.pots) {
    int best = pot.eligible.front();
    for (int s : pot.eligible)
      if (rank[static_cast<std::size_t>(s)] < rank[static_cast<std::size_t>(best)]) best = s;
    end[static_cast<std::size_t>(best)] += pot.amount;
  }
  std::vector<int> busted;
  for (std::size_t s = 0; s < n; ++s)
    if (end[s] == 0) busted.push_back(static_cast<int>(s));
  // The bigger start stack first; equal stacks together.
  std::stable_sort(busted.begin(), busted.end(), [&](int a, int b) {
    return d.start[static_cast<std::size_t>(a)] > d.start[static_cast<std::size_t>(b)];
  });
  const int players = static_cast<int>(n + d.others.size());
  int place = players - static_cast<int>(busted.size()) + 1;
  std::map<int, Place> out;
  for (std::size_t i = 0; i < busted.size();) {
    std::size_t j = i;
    while (j < busted.size() && d.start[static_cast<std::size_t>(busted[j])] ==
                                    d.start[static_cast<std::size_t>(busted[i])])
      ++j;
    const auto group = static_cast<std::int64_t>(j - i);
    std::int64_t pool = 0;
    for (int p = place; p < place + static_cast<int>(group); ++p)
      if (p <= static_cast<int>(d.prizes.size())) pool += d.prizes[static_cast<std::size_t>(p - 1)];
    std::vector<int> seats(busted.begin() + static_cast<std::ptrdiff_t>(i),
                           busted.begin() + static_cast<std::ptrdiff_t>(j));
    std::sort(seats.begin(), seats.end());
    for (std::size_t m = 0; m < seats.size(); ++m)
      out[seats[m]] = {place, pool / group + (static_cast<std::int64_t>(m) < pool % group ? 1 : 0),
                       group > 1};
    place += static_cast<int>(group);
    i = j;
  }
  return out;
}

std::string practice_spec(std::uint64_t seed, int level, const std::string& answer = "") {
  return R"({"practice":{"drill":"places","seed":)" + std::to_string(seed) + R"(,"level":)" +
         std::to_string(level) + "}" + (answer.empty() ? "" : ",\"answer\":" + answer) + "}";
}

std::string money(std::int64_t cents) {
  return std::to_string(cents / 100) +
         (cents % 100 ? (cents % 100 < 10 ? ".0" : ".") + std::to_string(cents % 100) : "");
}

std::string answer_json(const tapis::PlaceDrill& d, const std::map<int, Place>& key) {
  std::string places, prizes;
  for (const auto& [seat, p] : key) {
    const std::string name = "\"" + d.names[static_cast<std::size_t>(seat)] + "\":";
    places += (places.empty() ? "" : ",") + name + std::to_string(p.from);
    prizes += (prizes.empty() ? "" : ",") + name + money(p.prize);
  }
  return "{\"places\":{" + places + "},\"prizes\":{" + prizes + "}}";
}

}  // namespace

TEST_CASE("Finishing places and prizes: 1,000 tables a level against guide 002's order") {
  for (int level = 1; level <= 5; ++level) {
    int ties = 0, in_money = 0, out_of_money = 0, two_or_more = 0;
    for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
      const auto d = tapis::place_drill(seed, level);
      CAPTURE(level);
      CAPTURE(seed);
      REQUIRE_FALSE(d.names.empty());
      const auto key = by_the_guide(d);
      std::map<int, Place> got;
      for (const auto& g : d.finished)
        for (std::size_t i = 0; i < g.seats.size(); ++i)
          got[g.seats[i]] = {g.from, g.prizes[i], g.seats.size() > 1};
      REQUIRE(got.size() == key.size());
      for (const auto& [seat, p] : key) {
        CHECK(got[seat].from == p.from);
        CHECK(got[seat].prize == p.prize);
        CHECK(got[seat].tie == p.tie);
        ties += p.tie;
        (p.prize > 0 ? in_money : out_of_money) += 1;
      }
      CHECK(key.size() >= 1);
      CHECK(key.size() < d.names.size());  // somebody is still in
      two_or_more += key.size() >= 2;
      if (level == 1) CHECK((d.others.empty() && key.size() == 1));
      if (level == 3) CHECK(key.size() <= 3);
    }
    CAPTURE(level);
    // Each level's lessons over its 1,000 tables.
    CHECK(in_money > 100);
    if (level >= 3) CHECK(out_of_money > 100);
    if (level >= 2) CHECK(two_or_more == 1000);
    if (level == 4) CHECK(ties >= 2000);
    if (level <= 3) CHECK(ties == 0);
  }
}

TEST_CASE("A places practice spec: the table's report is the key, the answer graded") {
  // Level 4: a tie in the money, if a seed has one.
  std::uint64_t seed = 1;
  const auto tie_paid = [](const tapis::PlaceDrill& d) {
    for (const auto& g : d.finished)
      if (g.seats.size() > 1 && g.prizes.front() > 0) return true;
    return false;
  };
  while (!tie_paid(tapis::place_drill(seed, 4))) ++seed;
  const auto d = tapis::place_drill(seed, 4);
  const auto key = by_the_guide(d);
  const Json right = run_spec(practice_spec(seed, 4, answer_json(d, key)));
  CHECK(flag(right, "ok"));
  CHECK(flag(right, "practice.grade.solved"));
  CHECK(str(right, "format") == "tournament");
  CHECK(at(right, "busted").size() == key.size());

  // Every busted player one place higher: each of their lines wrong, the rule said.
  std::map<int, Place> off = key;
  for (auto& [seat, p] : off) p.from -= 1;
  const Json wrong = run_spec(practice_spec(seed, 4, answer_json(d, off)));
  CHECK_FALSE(flag(wrong, "practice.grade.solved"));
  int wrong_places = 0;
  for (const auto& f : at(wrong, "practice.grade.fields").items())
    if (!f.find("right")->as_bool()) {
      ++wrong_places;
      CHECK(f.find("field")->as_string() == "answer.places");
      CHECK(f.find("rule")->as_string().starts_with("guide-002-finishing"));
    }
  CHECK(wrong_places == static_cast<int>(key.size()));

  // Nothing said: every busted player's place wrong, and his prize when he is paid; a player
  // still in is right.
  const Json none = run_spec(practice_spec(seed, 4, "{}"));
  CHECK_FALSE(flag(none, "practice.grade.solved"));
  for (const auto& f : at(none, "practice.grade.fields").items()) {
    const std::string who = f.find("player")->as_string();
    int seat = 0;
    while (d.names[static_cast<std::size_t>(seat)] != who) ++seat;
    const auto busted = key.find(seat);
    const bool paid = busted != key.end() && busted->second.prize > 0;
    const bool place = f.find("field")->as_string() == "answer.places";
    CHECK_MESSAGE(f.find("right")->as_bool() == (place ? busted == key.end() : !paid), f.dump());
  }

  // A prize for a player still in: wrong, said at his prize.
  int survivor = 0;
  while (key.count(survivor)) ++survivor;
  const std::string given = answer_json(d, key);
  const Json extra =
      run_spec(practice_spec(seed, 4,
                             given.substr(0, given.size() - 2) + ",\"" +
                                 d.names[static_cast<std::size_t>(survivor)] + "\":50}}"));
  CHECK_FALSE(flag(extra, "practice.grade.solved"));
  int survivor_prizes = 0;
  for (const auto& f : at(extra, "practice.grade.fields").items()) {
    if (f.find("field")->as_string() != "answer.prizes" ||
        f.find("player")->as_string() != d.names[static_cast<std::size_t>(survivor)])
      continue;
    ++survivor_prizes;
    CHECK_FALSE(f.find("right")->as_bool());
    CHECK(f.find("expected")->is_null());
  }
  CHECK(survivor_prizes == 1);

  // A place beyond the players left, a prize finer than a cent, a stranger: at their fields.
  const Json typo =
      run_spec(practice_spec(seed, 4, R"({"places":{"A":99,"Zed":3},"prizes":{"B":1.234}})"));
  CHECK_FALSE(flag(typo, "ok"));
  CHECK(is_null(typo, "practice.grade"));
  CHECK(str(typo, "errors.0.field") == "answer.places");
  CHECK(str(typo, "errors.0.code") == "spec.range");
  CHECK(str(typo, "errors.0.params.player") == "A");
  CHECK(str(typo, "errors.1.code") == "spec.unknown_value");
  CHECK(str(typo, "errors.2.field") == "answer.prizes");
  CHECK(str(typo, "errors.2.code") == "amount.fraction");
}
