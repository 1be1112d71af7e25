#include "core/report/practice_report.hpp"

#include "core/practice/side_pot_drill.hpp"
#include "core/report/hand_pot_practice_report.hpp"
#include "core/report/place_practice_report.hpp"
#include "core/report/pot_grade.hpp"
#include "core/report/practice_parts.hpp"
#include "core/report/quick_mode.hpp"
#include "core/report/raise_practice_report.hpp"
#include "core/report/reopen_practice_report.hpp"
#include "core/report/report.hpp"
#include "core/report/show_practice_report.hpp"
#include "core/report/winner_practice_report.hpp"
#include "core/spec/practice_spec.hpp"

namespace tapis {

namespace {

// The drill's table as the quick mode's spec: what the player sees, and what a link would carry.
Json table_spec(const SidePotDrill& d, const Money& money) {
  Json table = Json::object();
  if (d.decimals) table.set("decimals", d.decimals);
  if (d.dead_money) table.set("deadMoney", amount_json(d.dead_money, money));
  Json players = Json::array();
  for (std::size_t s = 0; s < d.stakes.size(); ++s) {
    Json p = Json::object();
    p.set("name", d.names[s]);
    p.set("committed", amount_json(d.stakes[s].committed, money));
    if (d.stakes[s].folded) p.set("folded", true);
    players.push(std::move(p));
  }
  table.set("players", std::move(players));
  return table;
}

}  // namespace

Json analyze_practice(const Json& spec) {
  Problems problems;
  Reader r(problems, Money{});
  const auto p = read_practice(r, *spec.find("practice"));
  if (!p) return failure_report(problems.list());
  if (p->drill == "raises") return analyze_raise_practice(*p, spec);
  if (p->drill == "reopen") return analyze_reopen_practice(*p, spec);
  if (p->drill == "handpots") return analyze_hand_pot_practice(*p, spec);
  if (p->drill == "showdown") return analyze_show_practice(*p, spec);
  if (p->drill == "winners") return analyze_winner_practice(*p, spec);
  if (p->drill == "places") return analyze_place_practice(*p, spec);
  const SidePotDrill d = side_pot_drill(p->seed, p->level);
  const Money money{d.decimals};
  const Json table = table_spec(d, money);
  Json report = analyze_quick(table);

  Json practice = practice_header(*p, table);
  Json grade;
  if (const Json* answer = spec.find("answer"); answer && !answer->is_null()) {
    Problems answer_problems;
    Reader ar(answer_problems, money);
    const SidePotAnswer a = read_side_pot_answer(ar, *answer, d.names);
    if (answer_problems.empty()) {
      grade = pot_grade_json(tapis::grade(d, a), d.names, d.solution, money);
    } else {
      // The player's typing, said at its field; the table and its report stay.
      add_answer_errors(report, answer_problems.list(), money);
    }
  }
  practice.set("grade", std::move(grade));
  report.set("practice", std::move(practice));
  return report;
}

}  // namespace tapis
