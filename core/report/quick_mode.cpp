#include "core/report/quick_mode.hpp"

#include <algorithm>

#include "core/pots/invariants.hpp"
#include "core/report/report.hpp"
#include "core/report/showdown_report.hpp"
#include "core/spec/ranking.hpp"
#include "core/spec/spec_read.hpp"

namespace tapis {

Result<QuickSpec> read_quick_spec(const Json& spec) {
  if (!spec.is_object()) return make_error("spec.type", "the spec must be a JSON object");
  const Json* players = spec.find("players");
  if (!players) return make_error("spec.missing", "players is required", "players");
  auto names = read_names(*players, "players");
  if (!names) return names.error();

  QuickSpec q;
  q.names = names.value();
  for (std::size_t i = 0; i < q.names.size(); ++i) {
    const Json& p = players->items()[i];
    std::string pp = index_path("players", i);
    auto committed = read_chips(p, "committed", pp, Chips{0});
    if (!committed) return committed.error();
    auto folded = read_bool(p, "folded", pp, false);
    if (!folded) return folded.error();
    q.stakes.push_back(Stake{committed.value(), folded.value()});
    std::optional<Chips> stack;
    if (const Json* st = p.find("stack"); st && !st->is_null()) {
      auto v = to_chips(*st, field_path(pp, "stack"));
      if (!v) return v.error();
      if (v.value() < committed.value())
        return make_error("players.stack_below_committed",
                          field_path(pp, "stack") + ": " + q.names[i] + " cannot have committed " +
                              std::to_string(committed.value()) + " from a stack of " +
                              std::to_string(v.value()) + " (table stakes)",
                          field_path(pp, "stack"));
      stack = v.value();
    }
    q.stacks.push_back(stack);
  }
  auto dead = read_chips(spec, "deadMoney", "", Chips{0});
  if (!dead) return dead.error();
  q.dead_money = dead.value();
  const auto seats = static_cast<std::int64_t>(q.names.size());
  auto button = read_int(spec, "button", "", 0, seats - 1, seats - 1);
  if (!button) return button.error();
  q.button = static_cast<int>(button.value());
  auto chip = read_chips(spec, "smallestChip", "", Chips{1});
  if (!chip) return chip.error();
  if (chip.value() < 1)
    return make_error("spec.range", "smallestChip must be at least 1", "smallestChip");
  q.smallest_chip = chip.value();
  auto format = read_choice(spec, "format", "", {"cash", "tournament"}, "cash");
  if (!format) return format.error();
  q.format = format.value();

  // Sums stay exact: 23 players of at most 2^53 each cannot overflow int64.
  Chips total = q.dead_money;
  for (const auto& s : q.stakes) total += s.committed;
  if (total > kMaxChips)
    return make_error("amount.too_large",
                      "the chips in play add up to more than 2^53, which JavaScript cannot count "
                      "exactly",
                      "players");

  const Json* ranking = spec.find("ranking");
  auto strength = read_ranking(ranking ? *ranking : Json(), q.names);
  if (!strength) return strength.error();
  q.strength = strength.value();
  // A player who folded has no hand to show, whatever the ranking says.
  for (std::size_t i = 0; i < q.stakes.size(); ++i)
    if (q.stakes[i].folded) q.strength[i].reset();

  auto cards = read_cards_spec(spec, *players, q.names.size());
  if (!cards) return cards.error();
  q.cards = cards.value();
  if (q.cards.any && ranking && !ranking->is_null())
    return make_error("spec.ranking_and_cards",
                      "give either the cards or a ranking, not both: the cards decide the showdown",
                      "ranking");

  if (const Json* sd = spec.find("showdown"); sd && !sd->is_null()) {
    if (!sd->is_object()) return make_error("spec.type", "showdown must be an object", "showdown");
    if (const Json* a = sd->find("riverAggressor"); a && !a->is_null()) {
      auto it = a->is_string() ? std::find(q.names.begin(), q.names.end(), a->as_string())
                               : q.names.end();
      if (it == q.names.end())
        return make_error("showdown.unknown_player",
                          "showdown.riverAggressor must name one of the players",
                          "showdown.riverAggressor");
      q.river_aggressor = static_cast<int>(it - q.names.begin());
    }
    if (const Json* b = sd->find("bettingEndedBeforeRiver"); b && !b->is_null()) {
      auto v = read_bool(*sd, "bettingEndedBeforeRiver", "showdown", false);
      if (!v) return v.error();
      q.betting_ended_before_river = v.value();
    }
  }
  auto equity = read_equity_request(spec);
  if (!equity) return equity.error();
  q.equity = equity.value();
  return q;
}

Json analyze_quick(const Json& spec) {
  auto q = read_quick_spec(spec);
  if (!q) return error_report(q.error());
  const QuickSpec& s = q.value();
  auto split = split_pots(s.stakes, s.dead_money);
  if (!split) return error_report(split.error());

  if constexpr (kCheckInvariants) {
    if (auto broken = check_pot_split(s.stakes, s.dead_money, split.value()))
      return error_report(make_error("internal.invariant", *broken));
  }

  Json report = Json::object();
  report.set("ok", true);
  report.set("errors", Json::array());
  report.set("mode", "quick");
  report.set("format", s.format);
  report.set("button", s.button);
  report.set("smallestChip", s.smallest_chip);
  Json players = Json::array();
  for (std::size_t i = 0; i < s.names.size(); ++i) {
    Json p = Json::object();
    p.set("name", s.names[i]);
    p.set("committed", s.stakes[i].committed);
    p.set("folded", s.stakes[i].folded);
    players.push(std::move(p));
  }
  report.set("players", std::move(players));
  report.set("deadMoney", s.dead_money);
  write_pots(report, s.names, s.stakes, split.value());

  ShowdownInput in;
  in.names = s.names;
  in.stakes = s.stakes;
  in.split = split.value();
  in.button = s.button;
  in.unit = s.smallest_chip;
  in.cards = s.cards;
  in.ranking = s.strength;
  // Quick mode knows who is all-in from the amounts (report "allIn"); a player's start stack is
  // his "stack" when given, else, all-in, what he committed.
  in.show.tournament = s.format == "tournament";
  in.show.all_in.assign(s.names.size(), false);
  for (const auto& name : report.find("allIn")->items())
    for (std::size_t i = 0; i < s.names.size(); ++i)
      if (s.names[i] == name.as_string()) in.show.all_in[i] = true;
  bool anyone_all_in = report.find("allIn")->size() > 0;
  in.show.river_aggressor = s.river_aggressor;
  in.show.betting_ended_before_river = s.betting_ended_before_river.value_or(anyone_all_in);
  for (std::size_t i = 0; i < s.names.size(); ++i)
    in.start_stacks.push_back(s.stacks[i]         ? s.stacks[i]
                              : in.show.all_in[i] ? std::optional<Chips>(s.stakes[i].committed)
                                                  : std::nullopt);
  in.equity = s.equity;
  if (auto e = write_showdown(report, in)) return error_report(*e);
  return report;
}

}  // namespace tapis
