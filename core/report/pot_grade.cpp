#include "core/report/pot_grade.hpp"

#include "core/report/report.hpp"

namespace tapis {

namespace {

// The right value of a marked field, said beside a mistake: how many pots, a pot's amount or
// eligible players (null past the last pot), what goes back to a seat.
Json expected_json(const FieldMark& f, const std::vector<std::string>& names, const PotSplit& key,
                   const Money& money) {
  const auto& pots = key.pots;
  if (f.seat >= 0) return amount_json(returned_to(key, f.seat), money);
  if (f.pot < 0) return Json(static_cast<std::int64_t>(pots.size()));
  if (static_cast<std::size_t>(f.pot) >= pots.size()) return Json();
  const Pot& pot = pots[static_cast<std::size_t>(f.pot)];
  if (f.field.ends_with(".amount")) return amount_json(pot.amount, money);
  Json who = Json::array();
  for (int s : pot.eligible) who.push(names[static_cast<std::size_t>(s)]);
  return who;
}

}  // namespace

Json pot_grade_json(const DrillGrade& g, const std::vector<std::string>& names, const PotSplit& key,
                    const Money& money) {
  Json j = Json::object();
  j.set("solved", g.solved);
  Json fields = Json::array();
  for (const FieldMark& f : g.fields) {
    // Each mark at the answer's own field, the one its errors and the catalogues name.
    Json mark = Json::object();
    mark.set("field", f.seat >= 0 ? std::string("answer.returned") : "answer." + f.field);
    if (f.seat >= 0) mark.set("player", names[static_cast<std::size_t>(f.seat)]);
    mark.set("right", f.right);
    mark.set("rule", std::string(f.rule));
    mark.set("expected", expected_json(f, names, key, money));
    fields.push(std::move(mark));
  }
  j.set("fields", std::move(fields));
  return j;
}

}  // namespace tapis
