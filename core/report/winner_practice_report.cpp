#include "core/report/winner_practice_report.hpp"

#include <algorithm>

#include "core/practice/winner_drill.hpp"
#include "core/report/practice_parts.hpp"
#include "core/report/quick_mode.hpp"
#include "core/report/report.hpp"

namespace tapis {

namespace {

// The table as a quick-mode spec with its cards: what the player sees, what a link carries.
Json table_spec(const WinnerDrill& d) {
  Json table = Json::object();
  table.set("button", d.button);
  if (d.unit != 1) table.set("smallestChip", Json(d.unit));
  table.set("board", to_string(d.board));
  Json players = Json::array();
  for (std::size_t s = 0; s < d.names.size(); ++s) {
    Json p = Json::object();
    p.set("name", d.names[s]);
    p.set("committed", Json(d.stakes[s].committed));
    if (d.stakes[s].folded) p.set("folded", true);
    if (d.hole[s]) p.set("cards", to_string(*d.hole[s]));
    players.push(std::move(p));
  }
  table.set("players", std::move(players));
  return table;
}

Json names_json(const WinnerDrill& d, const std::vector<int>& seats) {
  Json out = Json::array();
  for (int s : seats) out.push(d.names[static_cast<std::size_t>(s)]);
  return out;
}

Json grade_json(const WinnerDrill& d, const WinnerAnswer& a) {
  Json fields = Json::array();
  bool solved = true;
  const auto mark = [&](Json m, bool right) {
    solved = solved && right;
    m.set("right", right);
    fields.push(std::move(m));
  };
  std::vector<bool> shares(d.names.size(), false);  // in a split pot
  for (std::size_t i = 0; i < d.split.pots.size(); ++i) {
    std::vector<int> key = winners_of(d, static_cast<int>(i));
    if (key.size() > 1)
      for (int s : key) shares[static_cast<std::size_t>(s)] = true;
    std::vector<int> given = i < a.pots.size() ? a.pots[i] : std::vector<int>{};
    std::vector<int> sorted_key = key;
    std::sort(given.begin(), given.end());
    std::sort(sorted_key.begin(), sorted_key.end());
    Json m = Json::object();
    m.set("field", field_path(index_path("answer.pots", i), "winners"));
    m.set("rule", std::string("guide-004-pots-won"));
    m.set("expected", names_json(d, key));
    mark(std::move(m), given == sorted_key);
  }
  const std::vector<Chips> key = collected(d);
  for (std::size_t s = 0; s < d.names.size(); ++s) {
    Json m = Json::object();
    m.set("field", std::string("answer.collects"));
    m.set("player", d.names[s]);
    // Guide 004: a split pot's odd chip to the first tied player left of the button.
    m.set("rule", std::string(shares[s] ? "guide-004-odd-chip" : "guide-004-pots-won"));
    m.set("expected", Json(key[s]));
    mark(std::move(m), a.collects[s] == key[s]);
  }
  Json g = Json::object();
  g.set("solved", solved);
  g.set("fields", std::move(fields));
  return g;
}

}  // namespace

Json analyze_winner_practice(const PracticeSpec& p, const Json& spec) {
  const WinnerDrill d = winner_drill(p.seed, p.level);
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
    const WinnerAnswer a = read_winner_answer(r, *answer, d.names);
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
