#include "core/report/showdown_rows.hpp"

#include "core/report/report.hpp"
#include "core/showdown/showdown.hpp"

namespace tapis {

namespace {

Json hands_object(const std::vector<HandRow>& hands) {
  Json h = Json::object();
  for (const auto& row : hands) h.set(row.name, hand_json(row.eval, row.hole));
  return h;
}

Json names_array(const std::vector<std::string>& names) {
  Json a = Json::array();
  for (const auto& n : names) a.push(n);
  return a;
}

}  // namespace

Json card_array(const std::vector<Card>& cards) {
  Json a = Json::array();
  for (Card c : cards) a.push(to_string(c));
  return a;
}

Json hand_json(const HandEval& eval, const std::vector<Card>& hole) {
  Json h = Json::object();
  h.set("cards", card_array(hole));
  h.set("category", category_id(eval.category));
  h.set("best", card_array(eval.best_five));
  h.set("description", eval.description_en);
  h.set("descriptionFr", eval.description_fr);
  Json ranks = Json::array();
  for (int i = 0; i < eval.parts.count; ++i)
    ranks.push(std::string(1, rank_char(eval.parts.ranks[static_cast<std::size_t>(i)])));
  h.set("ranks", std::move(ranks));
  h.set("value", static_cast<std::int64_t>(eval.value.raw));
  return h;
}

void write_cards_part(Json& report, const ShowdownPart& part) {
  if (part.board) {
    report.set("board", card_array(*part.board));
    report.set("hands", hands_object(part.hands));
  }
  if (!part.runs.empty()) {
    Json runs = Json::array();
    for (const auto& r : part.runs) {
      Json run = Json::object();
      run.set("run", static_cast<std::int64_t>(r.run));
      run.set("board", card_array(r.board));
      run.set("hands", hands_object(r.hands));
      runs.push(std::move(run));
    }
    report.set("runs", std::move(runs));
  }
}

void write_showdown_part(Json& report, const ShowdownPart& part, const Money& money) {
  write_cards_part(report, part);
  report.set("showOrder", names_array(part.show_order));
  report.set("faceUp", part.face_up);
  if (part.show_ruling) report.set("showRuling", ruling_json(*part.show_ruling, money));
  write_awards_part(report, part.awards, money);
  if (part.busted_groups) {
    Json busted = Json::array();
    Json groups = Json::array();
    for (const auto& group : *part.busted_groups) {
      for (const auto& name : group) busted.push(name);
      groups.push(names_array(group));
    }
    report.set("busted", std::move(busted));
    report.set("bustedGroups", std::move(groups));
  }
  if (part.knockouts) write_knockouts_part(report, *part.knockouts, money);
}

}  // namespace tapis
