#pragma once
// The parts every practice report shares (issue 32): its header, a grade of one field, and the
// answer's typing errors said at their fields while the exercise's report stays.
#include <vector>

#include "core/report/report.hpp"
#include "core/spec/practice_spec.hpp"

namespace tapis {

inline Json practice_header(const PracticeSpec& p, Json spec) {
  Json practice = Json::object();
  practice.set("drill", p.drill);
  practice.set("seed", static_cast<std::int64_t>(p.seed));
  practice.set("level", p.level);
  practice.set("spec", std::move(spec));
  return practice;
}

// A drill answered in one field: solved when that field is right.
inline Json one_field_grade(Json mark) {
  const bool right = mark.find("right")->as_bool();
  Json fields = Json::array();
  fields.push(std::move(mark));
  Json grade = Json::object();
  grade.set("solved", right);
  grade.set("fields", std::move(fields));
  return grade;
}

inline void add_answer_errors(Json& report, const std::vector<Error>& errors, const Money& money) {
  Json all = report.find("errors") ? *report.find("errors") : Json::array();
  for (const Error& e : errors) all.push(error_json(e, money));
  report.set("ok", false);
  report.set("errors", std::move(all));
}

}  // namespace tapis
