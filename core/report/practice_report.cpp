#include "core/report/practice_report.hpp"

#include "core/practice/side_pot_drill.hpp"
#include "core/report/practice_parts.hpp"
#include "core/report/quick_mode.hpp"
#include "core/report/raise_practice_report.hpp"
#include "core/report/reopen_practice_report.hpp"
#include "core/report/report.hpp"
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

// The right value of a marked field, said beside a mistake: how many pots, a pot's amount or
// eligible players (null past the last pot), what goes back to a seat.
Json expected_json(const FieldMark& f, const SidePotDrill& d, const Money& money) {
  const auto& pots = d.solution.pots;
  if (f.seat >= 0) return amount_json(returned_to(d.solution, f.seat), money);
  if (f.pot < 0) return Json(static_cast<std::int64_t>(pots.size()));
  if (static_cast<std::size_t>(f.pot) >= pots.size()) return Json();
  const Pot& pot = pots[static_cast<std::size_t>(f.pot)];
  if (f.field.ends_with(".amount")) return amount_json(pot.amount, money);
  Json names = Json::array();
  for (int s : pot.eligible) names.push(d.names[static_cast<std::size_t>(s)]);
  return names;
}

Json grade_json(const DrillGrade& g, const SidePotDrill& d, const Money& money) {
  Json j = Json::object();
  j.set("solved", g.solved);
  Json fields = Json::array();
  for (const FieldMark& f : g.fields) {
    // Each mark at the answer's own field, the one its errors and the catalogues name.
    Json mark = Json::object();
    mark.set("field", f.seat >= 0 ? std::string("answer.returned") : "answer." + f.field);
    if (f.seat >= 0) mark.set("player", d.names[static_cast<std::size_t>(f.seat)]);
    mark.set("right", f.right);
    mark.set("rule", std::string(f.rule));
    mark.set("expected", expected_json(f, d, money));
    fields.push(std::move(mark));
  }
  j.set("fields", std::move(fields));
  return j;
}

}  // namespace

Json analyze_practice(const Json& spec) {
  Problems problems;
  Reader r(problems, Money{});
  const auto p = read_practice(r, *spec.find("practice"));
  if (!p) return failure_report(problems.list());
  if (p->drill == "raises") return analyze_raise_practice(*p, spec);
  if (p->drill == "reopen") return analyze_reopen_practice(*p, spec);
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
      grade = grade_json(tapis::grade(d, a), d, money);
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
