#include "core/report/raise_practice_report.hpp"

#include "core/betting/deal_state.hpp"
#include "core/practice/raise_drill.hpp"
#include "core/report/deal_mode.hpp"
#include "core/report/drill_hand_spec.hpp"
#include "core/report/practice_parts.hpp"
#include "core/report/report.hpp"

namespace tapis {

namespace {

// What the engine says of "raise to `to`" at the question: null when it is a legal raise.
Json why_not(const RaiseDrill& d, Chips to) {
  DealState deal = DealState::start(d.config);
  for (const Action& a : d.actions)
    if (!deal.apply(a)) return Json();
  Action raise;
  raise.index = static_cast<int>(d.actions.size());
  raise.seat = d.seat;
  raise.type = ActionType::Raise;
  raise.to = to;
  auto checked = deal.check(raise);
  return checked ? Json() : error_json(checked.error(), Money{});
}

}  // namespace

Json analyze_raise_practice(const PracticeSpec& p, const Json& spec) {
  const RaiseDrill d = raise_drill(p.seed, p.level);
  // Every seed the tests draw has a question; a seed without one (none known) is refused, not read.
  if (d.seat < 0)
    return failure_report(
        {error("internal.invariant").text("detail", "no exercise for this seed")});
  const Json hand = drill_hand_spec(d.config, d.actions);
  Json report = analyze_deal(hand);

  Json practice = practice_header(p, hand);
  Json question = Json::object();
  question.set("player", d.config.names[static_cast<std::size_t>(d.seat)]);
  question.set("ask", std::string(d.ask == RaiseAsk::Max ? "max" : "min"));
  practice.set("question", std::move(question));
  Json grade;
  if (const Json* answer = spec.find("answer"); answer && !answer->is_null()) {
    Problems problems;
    Reader r(problems, Money{});
    const std::optional<Chips> to = read_raise_answer(r, *answer);
    if (problems.empty()) {
      const bool right = to && *to == d.key;
      Json mark = Json::object();
      mark.set("field", std::string("answer.to"));
      mark.set("right", right);
      mark.set("rule", std::string(raise_rule(d)));
      mark.set("expected", Json(d.key));
      mark.set("why", to && !right ? why_not(d, *to) : Json());
      grade = one_field_grade(std::move(mark));
    } else {
      // The player's typing, said at its field; the hand and its report stay.
      add_answer_errors(report, problems.list(), Money{});
    }
  }
  practice.set("grade", std::move(grade));
  report.set("practice", std::move(practice));
  return report;
}

}  // namespace tapis
