#include "core/report/showdown_report.hpp"

#include <algorithm>

#include "core/pots/invariants.hpp"
#include "core/report/equity_report.hpp"
#include "core/report/knockout_rows.hpp"
#include "core/report/prize_report.hpp"
#include "core/showdown/finishing.hpp"
#include "core/showdown/knockouts.hpp"
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

void write_knockouts(Json& report, const ShowdownInput& in, const AwardResult& awards,
                     const std::vector<int>& busted) {
  if (in.bounties.empty()) return;
  const auto list = knockouts(in.split, awards, busted, in.bounties, in.progressive_bounty);
  write_knockouts_part(report, knockouts_part(in.names, list, in.bounties, in.progressive_bounty),
                       in.money);
}

}  // namespace

ShowdownInput showdown_input(const TableSpec& t, const std::vector<Stake>& stakes,
                             std::vector<Chips> committed, const PotSplit& split) {
  ShowdownInput in;
  in.names = t.names;
  in.stakes = stakes;
  in.committed = std::move(committed);
  in.split = split;
  in.button = t.button;
  in.unit = t.smallest_chip;
  in.money = t.money;
  in.cards = t.cards;
  in.cards_ok = t.cards_ok;
  in.ranking = t.strength;
  in.ranking_ok = t.strength_ok;
  for (std::size_t i = 0; i < stakes.size() && i < in.ranking.size(); ++i)
    if (stakes[i].folded) in.ranking[i].reset();
  if (t.equity_ok) in.equity = t.equity;
  in.show.tournament = t.tournament;
  in.bounties = t.bounties;
  in.progressive_bounty = t.progressive_bounty;
  in.prizes_ok = t.prizes_ok;
  if (t.prizes_ok) in.prizes = t.prizes;
  return in;
}

std::optional<Error> write_showdown(Json& report, const ShowdownInput& in, Missing& missing) {
  const std::size_t seats = in.names.size();
  std::vector<bool> still_in(seats);
  std::vector<int> in_seats;
  for (std::size_t s = 0; s < seats; ++s) {
    still_in[s] = !in.stakes[s].folded;
    if (still_in[s]) in_seats.push_back(static_cast<int>(s));
  }

  AwardResult awards;
  if (!in.cards_ok || !in.ranking_ok) {
    // Who wins a contested pot is unknown; a pot with one player left is his all the same.
    missing.add("showdown");
    awards = award_pots(in.split, Strength(seats), in.button, in.unit);
  } else if (in.cards.any) {
    auto result = card_showdown(in.cards, in.split, still_in, in.button, in.unit);
    if (!result) {
      missing.add("showdown");
      // The values before the hand need no cards (issue 31).
      write_prize_equity(report, in, {}, nullptr, missing);
      return result.error();
    }
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
      return error("internal.invariant").text("detail", *broken);
  }

  // Show order only matters when a pot is contested.
  bool contested = false;
  for (const auto& pot : in.split.pots) contested = contested || pot.eligible.size() > 1;
  if (contested) {
    ShowOrder order = show_order(in.split, in.show, in_seats, in.button, static_cast<int>(seats));
    Json names = Json::array();
    std::vector<std::string> order_names;
    for (int s : order.seats) {
      names.push(in.names[static_cast<std::size_t>(s)]);
      order_names.push_back(in.names[static_cast<std::size_t>(s)]);
    }
    order.ruling.list("players", order_names);
    report.set("showOrder", std::move(names));
    report.set("faceUp", order.face_up);
    report.set("showRuling", ruling_json(order.ruling, in.money));
  } else {
    report.set("showOrder", Json::array());
    report.set("faceUp", false);
  }

  const std::vector<Chips> collected =
      write_awards(report, in.names, in.committed, in.split, awards, in.money);

  std::vector<Chips> end(seats, 0);
  std::optional<std::vector<std::vector<int>>> busted_groups;
  if (in.show.tournament && awards.undecided_pots.empty()) {
    // Chips after the hand: start - committed + collected, for the players whose start we know;
    // the order compares the stacks once dead chips are posted.
    std::vector<Chips> start(seats, 0);
    for (std::size_t s = 0; s < seats; ++s) {
      end[s] = 1;
      if (!in.start_stacks[s]) continue;
      start[s] = *in.start_stacks[s] - (s < in.dead_posted.size() ? in.dead_posted[s] : 0);
      end[s] = *in.start_stacks[s] - in.committed[s] + collected[s];
    }
    Json busted = Json::array();
    Json groups = Json::array();
    std::vector<int> out;
    busted_groups = busted_order(start, end);
    for (const auto& group : *busted_groups) {
      Json g = Json::array();
      for (int s : group) {
        busted.push(in.names[static_cast<std::size_t>(s)]);
        g.push(in.names[static_cast<std::size_t>(s)]);
        out.push_back(s);
      }
      groups.push(std::move(g));
    }
    report.set("busted", std::move(busted));
    report.set("bustedGroups", std::move(groups));
    write_knockouts(report, in, awards, out);
  }
  // With equity the section is written once its "expected" is known (its place kept meanwhile).
  const bool equity = in.equity && in.cards_ok && in.ranking_ok;
  std::optional<PrizeEquityPart> prizes = write_prize_equity(
      report, in, end, busted_groups ? &*busted_groups : nullptr, missing, equity);
  if (!in.equity) return std::nullopt;
  if (!equity) {
    missing.add("equity");
    return std::nullopt;
  }
  std::optional<PrizeExpected> expected;
  std::optional<Error> failed = write_equity(report, in, *in.equity, &expected);
  // Issue 31: the prize money averaged over the deals.
  if (prizes) write_prize_expected(report, in, *prizes, expected, failed.has_value());
  if (failed) missing.add("equity");
  return failed;
}

}  // namespace tapis
