#include "core/report/reopen_practice_report.hpp"

#include "core/practice/reopen_drill.hpp"
#include "core/report/deal_mode.hpp"
#include "core/report/drill_hand_spec.hpp"
#include "core/report/practice_parts.hpp"
#include "core/report/report.hpp"

namespace tapis {

Json analyze_reopen_practice(const PracticeSpec& p, const Json& spec) {
  const ReopenDrill d = reopen_drill(p.seed, p.level);
  // Every seed the tests draw has a question; a seed without one (none known) is refused, not read.
  if (d.seat < 0)
    return failure_report(
        {error("internal.invariant").text("detail", "no exercise for this seed")});
  const Json hand = drill_hand_spec(d.config, d.actions);
  Json report = analyze_deal(hand);

  Json practice = practice_header(p, hand);
  Json question = Json::object();
  question.set("player", d.config.names[static_cast<std::size_t>(d.seat)]);
  practice.set("question", std::move(question));
  Json grade;
  if (const Json* answer = spec.find("answer"); answer && !answer->is_null()) {
    Problems problems;
    Reader r(problems, Money{});
    const ReopenAnswer a = read_reopen_answer(r, *answer);
    if (problems.empty()) {
      const bool right = a.fold == d.fold && a.call == d.call && a.raise == d.raise;
      Json expected = Json::array();
      if (d.fold) expected.push("fold");
      if (d.call) expected.push("call");
      if (d.raise) expected.push("raise");
      Json mark = Json::object();
      mark.set("field", std::string("answer.actions"));
      mark.set("right", right);
      mark.set("rule", std::string(reopen_rule(d)));
      mark.set("expected", std::move(expected));
      grade = one_field_grade(std::move(mark));
    } else {
      add_answer_errors(report, problems.list(), Money{});
    }
  }
  practice.set("grade", std::move(grade));
  report.set("practice", std::move(practice));
  return report;
}

}  // namespace tapis
