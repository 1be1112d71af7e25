#include "core/report/showdown_report.hpp"

#include "core/pots/invariants.hpp"
#include "core/report/report.hpp"
#include "core/showdown/finishing.hpp"
#include "core/showdown/showdown.hpp"

namespace tapis {

namespace {

Json hands_object(const std::vector<std::optional<HandEval>>& hands, const CardsSpec& cards,
                  const std::vector<std::string>& names) {
  Json h = Json::object();
  for (std::size_t s = 0; s < hands.size(); ++s)
    if (hands[s]) h.set(names[s], hand_json(*hands[s], *cards.hole[s]));
  return h;
}

}  // namespace

std::optional<Error> write_showdown(Json& report, const ShowdownInput& in) {
  const std::size_t seats = in.names.size();
  std::vector<bool> still_in(seats);
  std::vector<int> in_seats;
  for (std::size_t s = 0; s < seats; ++s) {
    still_in[s] = !in.stakes[s].folded;
    if (still_in[s]) in_seats.push_back(static_cast<int>(s));
  }

  AwardResult awards;
  if (in.cards.any) {
    auto result = card_showdown(in.cards, in.split, still_in, in.button, in.unit);
    if (!result) return result.error();
    awards = result.value().awards;
    report.set("board", card_array(in.cards.board));
    report.set("hands", hands_object(result.value().hands[0], in.cards, in.names));
    if (in.cards.boards.size() > 1) {
      Json runs = Json::array();
      for (std::size_t r = 0; r < in.cards.boards.size(); ++r) {
        Json run = Json::object();
        run.set("run", static_cast<std::int64_t>(r + 1));
        run.set("board", card_array(in.cards.boards[r]));
        run.set("hands", hands_object(result.value().hands[r], in.cards, in.names));
        runs.push(std::move(run));
      }
      report.set("runs", std::move(runs));
    }
  } else {
    awards = award_pots(in.split, in.ranking, in.button, in.unit);
  }
  if constexpr (kCheckInvariants) {
    if (auto broken = check_awards(in.split, awards))
      return make_error("internal.invariant", *broken);
  }

  // Show order only matters when a pot is contested.
  bool contested = false;
  for (const auto& pot : in.split.pots) contested = contested || pot.eligible.size() > 1;
  if (contested) {
    ShowOrder order = show_order(in.split, in.show, in_seats, in.button, static_cast<int>(seats));
    Json names = Json::array();
    for (int s : order.seats) names.push(in.names[static_cast<std::size_t>(s)]);
    report.set("showOrder", std::move(names));
    report.set("faceUp", order.face_up);
    report.set("showRule", order.rule);
  } else {
    report.set("showOrder", Json::array());
    report.set("faceUp", false);
  }

  write_awards(report, in.names, in.stakes, in.split, awards);

  if (in.show.tournament && awards.undecided_pots.empty()) {
    // Chips after the hand: start - committed + collected, for the players whose start we know.
    std::vector<Chips> start(seats, 0), end(seats, 1);
    const Json* payouts = report.find("payouts");
    for (std::size_t s = 0; s < seats; ++s) {
      if (!in.start_stacks[s]) continue;
      start[s] = *in.start_stacks[s];
      end[s] = start[s] - in.stakes[s].committed + payouts->find(in.names[s])->as_integer();
    }
    Json busted = Json::array();
    Json groups = Json::array();
    for (const auto& group : busted_order(start, end)) {
      Json g = Json::array();
      for (int s : group) {
        busted.push(in.names[static_cast<std::size_t>(s)]);
        g.push(in.names[static_cast<std::size_t>(s)]);
      }
      groups.push(std::move(g));
    }
    report.set("busted", std::move(busted));
    report.set("bustedGroups", std::move(groups));
  }
  if (in.equity) return write_equity(report, in, *in.equity);
  return std::nullopt;
}

}  // namespace tapis
