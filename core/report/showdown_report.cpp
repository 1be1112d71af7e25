#include "core/report/showdown_report.hpp"

#include <algorithm>

#include "core/pots/invariants.hpp"
#include "core/report/equity_report.hpp"
#include "core/report/knockout_rows.hpp"
#include "core/report/prize_report.hpp"
#include "core/report/showdown_rows.hpp"
#include "core/showdown/finishing.hpp"
#include "core/showdown/knockouts.hpp"
#include "core/showdown/showdown.hpp"

namespace tapis {

namespace {

std::vector<HandRow> hand_rows(const std::vector<std::optional<HandEval>>& hands,
                               const CardsSpec& cards, const std::vector<std::string>& names) {
  std::vector<HandRow> rows;
  for (std::size_t s = 0; s < hands.size(); ++s)
    if (hands[s]) rows.push_back({names[s], *cards.hole[s], *hands[s]});
  return rows;
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

ShowdownOutcome write_showdown(Json& report, const ShowdownInput& in, Missing& missing) {
  const std::size_t seats = in.names.size();
  std::vector<bool> still_in(seats);
  std::vector<int> in_seats;
  for (std::size_t s = 0; s < seats; ++s) {
    still_in[s] = !in.stakes[s].folded;
    if (still_in[s]) in_seats.push_back(static_cast<int>(s));
  }

  ShowdownPart part;
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
      return {result.error(), {}, {}};
    }
    awards = result.value().awards;
    part.board = in.cards.board;
    part.hands = hand_rows(result.value().hands[0], in.cards, in.names);
    if (in.cards.boards.size() > 1)
      for (std::size_t r = 0; r < in.cards.boards.size(); ++r)
        part.runs.push_back({static_cast<int>(r + 1), in.cards.boards[r],
                             hand_rows(result.value().hands[r], in.cards, in.names)});
  } else {
    awards = award_pots(in.split, in.ranking, in.button, in.unit);
  }
  if constexpr (kCheckInvariants) {
    if (auto broken = check_awards(in.split, awards)) {
      write_cards_part(report, part);  // the cards as dealt stay beside the error
      return {error("internal.invariant").text("detail", *broken), {}, {}};
    }
  }

  // Show order only matters when a pot is contested.
  bool contested = false;
  for (const auto& pot : in.split.pots) contested = contested || pot.eligible.size() > 1;
  if (contested) {
    ShowOrder order = show_order(in.split, in.show, in_seats, in.button, static_cast<int>(seats));
    for (int s : order.seats) part.show_order.push_back(in.names[static_cast<std::size_t>(s)]);
    order.ruling.list("players", part.show_order);
    part.face_up = order.face_up;
    part.show_ruling = order.ruling;
  }

  part.awards = awards_part(in.names, in.committed, in.split, awards);
  const std::vector<Chips>& collected = part.awards.collected;

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
    busted_groups = busted_order(start, end);
    std::vector<int> out;
    auto& groups = part.busted_groups.emplace();
    for (const auto& group : *busted_groups) {
      auto& names = groups.emplace_back();
      for (int s : group) {
        names.push_back(in.names[static_cast<std::size_t>(s)]);
        out.push_back(s);
      }
    }
    if (!in.bounties.empty())
      part.knockouts = knockouts_part(
          in.names, knockouts(in.split, awards, out, in.bounties, in.progressive_bounty),
          in.bounties, in.progressive_bounty);
  }
  write_showdown_part(report, part, in.money);
  ShowdownOutcome outcome{std::nullopt, part.awards.collected, part.awards.decided};

  // With equity the section is written once its "expected" is known (its place kept meanwhile).
  const bool equity = in.equity && in.cards_ok && in.ranking_ok;
  std::optional<PrizeEquityPart> prizes = write_prize_equity(
      report, in, end, busted_groups ? &*busted_groups : nullptr, missing, equity);
  if (!in.equity) return outcome;
  if (!equity) {
    missing.add("equity");
    return outcome;
  }
  std::optional<PrizeExpected> expected;
  outcome.error = write_equity(report, in, *in.equity, &expected);
  // Issue 31: the prize money averaged over the deals.
  if (prizes) write_prize_expected(report, in, *prizes, expected, outcome.error.has_value());
  if (outcome.error) missing.add("equity");
  return outcome;
}

}  // namespace tapis
