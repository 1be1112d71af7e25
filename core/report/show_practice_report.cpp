#include "core/report/show_practice_report.hpp"

#include "core/practice/show_order_drill.hpp"
#include "core/report/deal_mode.hpp"
#include "core/report/drill_hand_spec.hpp"
#include "core/report/practice_parts.hpp"
#include "core/report/report.hpp"

namespace tapis {

Json analyze_show_practice(const PracticeSpec& p, const Json& spec) {
  const ShowOrderDrill d = show_order_drill(p.seed, p.level);
  // Every seed the tests draw has a hand; a seed without one (none known) is refused, not read.
  if (d.actions.empty() || d.order.seats.empty())
    return failure_report(
        {error("internal.invariant").text("detail", "no exercise for this seed")});
  const Json hand = drill_hand_spec(d.config, d.actions);
  Json report = analyze_deal(hand);
  const auto& names = d.config.names;

  Json practice = practice_header(p, hand);
  Json players = Json::array();
  for (int s : d.in) players.push(names[static_cast<std::size_t>(s)]);
  Json question = Json::object();
  question.set("players", std::move(players));
  practice.set("question", std::move(question));
  Json grade;
  if (const Json* answer = spec.find("answer"); answer && !answer->is_null()) {
    Problems problems;
    Reader r(problems, Money{});
    const ShowAnswer a = read_show_answer(r, *answer, names);
    if (problems.empty()) {
      const int first = d.order.seats.front();
      const bool right = d.order.face_up ? a.all : !a.all && a.seat == first;
      Json mark = Json::object();
      mark.set("field", std::string("answer.first"));
      mark.set("right", right);
      mark.set("rule", d.order.ruling.rule);
      mark.set("expected",
               d.order.face_up ? std::string("all") : names[static_cast<std::size_t>(first)]);
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
