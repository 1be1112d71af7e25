#include "core/quick_mode.hpp"

#include "core/invariants.hpp"
#include "core/ranking.hpp"
#include "core/report.hpp"
#include "core/spec_read.hpp"

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
                      "exactly", "players");

  const Json* ranking = spec.find("ranking");
  auto strength = read_ranking(ranking ? *ranking : Json(), q.names);
  if (!strength) return strength.error();
  q.strength = strength.value();
  // A player who folded has no hand to show, whatever the ranking says.
  for (std::size_t i = 0; i < q.stakes.size(); ++i)
    if (q.stakes[i].folded) q.strength[i].reset();
  return q;
}

Json analyze_quick(const Json& spec) {
  auto q = read_quick_spec(spec);
  if (!q) return error_report(q.error());
  const QuickSpec& s = q.value();
  auto split = split_pots(s.stakes, s.dead_money);
  if (!split) return error_report(split.error());

  AwardResult awards = award_pots(split.value(), s.strength, s.button, s.smallest_chip);
  if constexpr (kCheckInvariants) {
    auto broken = check_pot_split(s.stakes, s.dead_money, split.value());
    if (!broken) broken = check_awards(split.value(), awards);
    if (broken) return error_report(make_error("internal.invariant", *broken));
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
  write_awards(report, s.names, s.stakes, split.value(), awards);
  return report;
}

}  // namespace tapis
