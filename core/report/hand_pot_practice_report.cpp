#include "core/report/hand_pot_practice_report.hpp"

#include "core/practice/hand_pot_drill.hpp"
#include "core/report/deal_mode.hpp"
#include "core/report/drill_hand_spec.hpp"
#include "core/report/pot_grade.hpp"
#include "core/report/practice_parts.hpp"
#include "core/report/report.hpp"

namespace tapis {

Json analyze_hand_pot_practice(const PracticeSpec& p, const Json& spec) {
  const HandPotDrill d = hand_pot_drill(p.seed, p.level);
  // Every seed the tests draw has a hand; a seed without one (none known) is refused, not read.
  if (d.actions.empty())
    return failure_report(
        {error("internal.invariant").text("detail", "no exercise for this seed")});
  const Json hand = drill_hand_spec(d.config, d.actions);
  Json report = analyze_deal(hand);

  Json practice = practice_header(p, hand);
  Json grade;
  if (const Json* answer = spec.find("answer"); answer && !answer->is_null()) {
    Problems problems;
    Reader r(problems, Money{});
    const SidePotAnswer a = read_side_pot_answer(r, *answer, d.config.names);
    if (problems.empty())
      grade = pot_grade_json(tapis::grade(d, a), d.config.names, d.solution, Money{});
    else
      add_answer_errors(report, problems.list(), Money{});
  }
  practice.set("grade", std::move(grade));
  report.set("practice", std::move(practice));
  return report;
}

}  // namespace tapis
