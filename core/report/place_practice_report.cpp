#include "core/report/place_practice_report.hpp"

#include "core/practice/place_drill.hpp"
#include "core/report/practice_parts.hpp"
#include "core/report/quick_mode.hpp"
#include "core/report/report.hpp"

namespace tapis {

namespace {

constexpr Money kCents{2};

Json table_spec(const PlaceDrill& d) {
  Json table = Json::object();
  table.set("format", std::string("tournament"));
  Json prizes = Json::array();
  for (Cents c : d.prizes) prizes.push(amount_json(c, kCents));
  table.set("prizes", std::move(prizes));
  if (!d.others.empty()) {
    Json others = Json::array();
    for (Chips c : d.others) others.push(Json(c));
    table.set("otherStacks", std::move(others));
  }
  Json players = Json::array();
  for (std::size_t s = 0; s < d.names.size(); ++s) {
    Json p = Json::object();
    p.set("name", d.names[s]);
    p.set("stack", Json(d.start[s]));
    p.set("committed", Json(d.stakes[s].committed));
    players.push(std::move(p));
  }
  table.set("players", std::move(players));
  Json ranking = Json::array();
  for (const auto& group : d.ranking) {
    Json g = Json::array();
    for (int s : group) g.push(d.names[static_cast<std::size_t>(s)]);
    ranking.push(std::move(g));
  }
  table.set("ranking", std::move(ranking));
  return table;
}

Json grade_json(const PlaceDrill& d, const PlaceAnswer& a) {
  const std::size_t n = d.names.size();
  std::vector<const FinishGroup*> group_of(n, nullptr);
  std::vector<Cents> prize(n, 0);
  for (const FinishGroup& g : d.finished)
    for (std::size_t i = 0; i < g.seats.size(); ++i) {
      group_of[static_cast<std::size_t>(g.seats[i])] = &g;
      prize[static_cast<std::size_t>(g.seats[i])] = g.prizes[i];
    }
  Json fields = Json::array();
  bool solved = true;
  const auto mark = [&](const char* field, std::size_t s, bool right, Json expected) {
    solved = solved && right;
    Json m = Json::object();
    m.set("field", std::string(field));
    m.set("player", d.names[s]);
    m.set("right", right);
    // Guide 002: more chips at the start of the hand, the better place; a tie shares (TDA).
    const bool tie = group_of[s] && group_of[s]->seats.size() > 1;
    m.set("rule",
          std::string(tie ? "guide-002-finishing+TDA-simultaneous" : "guide-002-finishing"));
    m.set("expected", std::move(expected));
    fields.push(std::move(m));
  };
  for (std::size_t s = 0; s < n; ++s) {
    const std::optional<int> key =
        group_of[s] ? std::optional<int>(group_of[s]->from) : std::nullopt;
    mark("answer.places", s, a.places[s] == key, key ? Json(*key) : Json());
  }
  for (std::size_t s = 0; s < n; ++s) {
    if (group_of[s])
      mark("answer.prizes", s, a.prizes[s] == prize[s], amount_json(prize[s], kCents));
    else if (a.prizes[s] != 0)  // a prize for a player still in: wrong, he takes none yet
      mark("answer.prizes", s, false, Json());
  }
  Json g = Json::object();
  g.set("solved", solved);
  g.set("fields", std::move(fields));
  return g;
}

}  // namespace

Json analyze_place_practice(const PracticeSpec& p, const Json& spec) {
  const PlaceDrill d = place_drill(p.seed, p.level);
  // Every seed the tests draw has a table; a seed without one (none known) is refused, not read.
  if (d.names.empty())
    return failure_report(
        {error("internal.invariant").text("detail", "no exercise for this seed")});
  const Json table = table_spec(d);
  Json report = analyze_quick(table);
  Json practice = practice_header(p, table);
  Json grade;
  if (const Json* answer = spec.find("answer"); answer && !answer->is_null()) {
    Problems problems;
    Reader r(problems, Money{});
    const PlaceAnswer a = read_place_answer(r, *answer, d.names, remaining(d));
    if (problems.empty())
      grade = grade_json(d, a);
    else
      add_answer_errors(report, problems.list(), Money{});
  }
  practice.set("grade", std::move(grade));
  report.set("practice", std::move(practice));
  return report;
}

}  // namespace tapis
