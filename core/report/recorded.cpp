#include "core/report/recorded.hpp"

#include <string>

#include "core/report/report.hpp"

namespace tapis {

std::optional<Recorded> read_recorded(Reader& r, const Json& spec, int seats) {
  const Json* rec = spec.find("recorded");
  if (!rec || rec->is_null()) return std::nullopt;
  if (!rec->is_object()) {
    r.add(r.type_error("recorded", "object", *rec));
    return std::nullopt;
  }
  Recorded out;
  auto list = [&](std::string_view key) -> std::optional<std::vector<Chips>> {
    const std::string path = field_path("recorded", key);
    const Json* v = rec->find(key);
    if (!v || v->is_null()) return std::nullopt;
    if (!v->is_array()) {
      r.add(r.type_error(path, "array", *v));
      return std::nullopt;
    }
    if (static_cast<int>(v->size()) != seats) {
      r.add(error("recorded.length", path)
                .text("field", path)
                .number("expected", seats)
                .number("count", static_cast<std::int64_t>(v->size())));
      return std::nullopt;
    }
    std::vector<Chips> amounts;
    bool ok = true;
    for (std::size_t i = 0; i < v->size(); ++i) {
      auto a = r.chips_value(v->items()[i], index_path(path, i));
      ok = ok && a.has_value();
      amounts.push_back(a.value_or(0));
    }
    if (!ok) return std::nullopt;
    return amounts;
  };
  out.winnings = list("winnings");
  out.finishing = list("finishingStacks");
  return out;
}

namespace {

const char* status_name(RecordedStatus s) {
  switch (s) {
    case RecordedStatus::Agrees:
      return "agrees";
    case RecordedStatus::Raked:
      return "raked";
    case RecordedStatus::Disagrees:
      return "disagrees";
    case RecordedStatus::Undecided:
      return "undecided";
    case RecordedStatus::Unfinished:
      return "unfinished";
    case RecordedStatus::Unrecorded:
      return "unrecorded";
  }
  return "";
}

Json optional_amount(const std::optional<Chips>& v, const Money& money) {
  return v ? amount_json(*v, money) : Json();
}

}  // namespace

RecordedPart recorded_part(const PlayedResult& in, const Recorded& rec) {
  const bool over = in.over;
  Chips won_total = 0;
  if (rec.winnings)
    for (Chips w : *rec.winnings) won_total += w;
  // Winnings all 0 while a pot was won (someone always takes it): the history records nothing,
  // as many converted site logs do; they are shown but not held against the result.
  const bool winnings_empty = rec.winnings && over && won_total == 0 && in.in_pots > 0;
  const bool judge_winnings = rec.winnings && !winnings_empty;

  RecordedPart part;
  part.winnings_empty = winnings_empty;
  bool any_disagree = false, any_judged = false, all_known = over;
  Chips start_total = 0, finish_total = 0, returned_counted = 0;
  for (std::size_t i = 0; i < in.names.size(); ++i) {
    const Chips payout = in.payout[i];
    const Chips returned = in.returned[i];
    const Chips collected = payout - returned;
    const Chips start = in.start[i];
    const Chips stack = start - in.committed[i] + payout;
    const bool undecided = in.waiting[i];
    const bool judged = over && !undecided && (judge_winnings || rec.finishing);
    RecordedRow row;
    row.name = in.names[i];
    row.status = !over                                ? RecordedStatus::Unfinished
                 : undecided                          ? RecordedStatus::Undecided
                 : !(judge_winnings || rec.finishing) ? RecordedStatus::Unrecorded
                                                      : RecordedStatus::Agrees;
    auto judge = [&](Chips theirs, Chips ours, Chips floor) {
      // Equal; or less for a player who collected (the house's cut), never all of it.
      if (theirs == ours) return;
      if (ours > floor && theirs < ours && theirs > floor) {
        if (row.status == RecordedStatus::Agrees) row.status = RecordedStatus::Raked;
        return;
      }
      row.status = RecordedStatus::Disagrees;
    };
    if (over) {
      row.collected = collected;
      row.stack = stack;
    }
    if (rec.winnings) {
      const Chips w = (*rec.winnings)[i];
      row.winnings = w;
      // Sites count a big blind's unmatched part in what he collects when everyone folds to him;
      // Tapis returns it as uncalled (guide 002): either way agrees.
      const bool with_returned = returned > 0 && w == collected + returned;
      if (with_returned) returned_counted += returned;
      if (judged && judge_winnings) judge(w, collected + (with_returned ? returned : 0), 0);
    }
    if (rec.finishing) {
      const Chips f = (*rec.finishing)[i];
      row.finishing_stack = f;
      start_total += start;
      finish_total += f;
      if (judged) judge(f, stack, stack - collected);
    }
    any_judged = any_judged || judged;
    if (row.status == RecordedStatus::Disagrees) any_disagree = true;
    if (!judged) all_known = false;
    part.players.push_back(std::move(row));
  }
  if (any_disagree)
    part.agrees = false;
  else if (all_known && any_judged)
    part.agrees = true;
  if (over && judge_winnings)
    part.rake = in.in_pots + returned_counted - won_total;
  else if (over && rec.finishing)
    part.rake = start_total - finish_total;
  return part;
}

void write_recorded_part(Json& report, const RecordedPart& part, const Money& money) {
  Json list = Json::array();
  for (const auto& p : part.players) {
    Json j = Json::object();
    j.set("name", p.name);
    j.set("collected", optional_amount(p.collected, money));
    j.set("stack", optional_amount(p.stack, money));
    if (p.winnings) j.set("winnings", amount_json(*p.winnings, money));
    if (p.finishing_stack) j.set("finishingStack", amount_json(*p.finishing_stack, money));
    j.set("status", status_name(p.status));
    list.push(std::move(j));
  }
  Json r = Json::object();
  r.set("agrees", part.agrees ? Json(*part.agrees) : Json());
  if (part.winnings_empty) r.set("winningsEmpty", true);
  r.set("rake", optional_amount(part.rake, money));
  r.set("players", std::move(list));
  report.set("recorded", std::move(r));
}

void write_source(Json& report, const Json& spec) {
  const Json* s = spec.find("source");
  if (!s || !s->is_object()) return;
  Json out = Json::object();
  for (const auto& [k, v] : s->members())
    if (k != "fields") out.add(k, v);
  report.set("source", std::move(out));
}

}  // namespace tapis
