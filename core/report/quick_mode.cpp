#include "core/report/quick_mode.hpp"

#include "core/pots/invariants.hpp"
#include "core/report/quick_rows.hpp"
#include "core/report/report.hpp"
#include "core/report/report_header.hpp"
#include "core/report/showdown_report.hpp"
#include "core/spec/quick_spec.hpp"

namespace tapis {

Json analyze_quick(const Json& spec) {
  Problems problems;
  const Money money = read_money(spec, problems);
  Reader reader(problems, money);
  const QuickSpec q = read_quick_spec(reader, spec);
  const TableSpec& t = q.table;
  if (!t.names_ok) return failure_report(problems.list(), money);

  Json report = Json::object();
  Missing missing;
  std::optional<PotSplit> split;
  if (q.amounts_ok) {
    auto s = split_pots(q.stakes, q.dead_money);
    if (s) {
      split = std::move(s).value();
    } else {
      problems.add(s.error());
    }
  }
  if (split && kCheckInvariants) {
    if (auto broken = check_pot_split(q.stakes, q.dead_money, *split)) {
      problems.add(error("internal.invariant").text("detail", *broken));
      split.reset();
    }
  }

  write_header(report, header_row(t, nullptr), money);
  Json players = Json::array();
  for (const auto& p : quick_player_rows(t.names, q.stakes)) players.push(to_json(p, money));
  report.set("players", std::move(players));
  report.set("deadMoney", amount_json(q.dead_money, money));

  if (!split) {
    for (const char* part : {"pots", "awards", "showdown", "equity"}) missing.add(part);
    if (t.prizes || !t.prizes_ok) missing.add("prizeEquity");
    report.set("pots", Json::array());
    report.set("returned", Json::object());
    report.set("awards", Json::array());
    report.set("payouts", Json::object());
  } else {
    std::vector<Calculation> calcs;
    for (const auto& pot : split->pots) calcs.push_back(calculation(pot));
    write_pots(report, t.names, *split, calcs, money);
    const std::vector<int> all_in = short_stakes(q.stakes);
    Json all_in_json = Json::array();
    for (int s : all_in) all_in_json.push(t.names[static_cast<std::size_t>(s)]);
    report.set("allIn", std::move(all_in_json));

    std::vector<Chips> committed;
    for (const auto& s : q.stakes) committed.push_back(s.committed);
    ShowdownInput in = showdown_input(t, q.stakes, std::move(committed), *split);
    // Quick mode knows who is all-in from the amounts; a player's start stack is his "stack"
    // when given, else, all-in, what he committed.
    in.show.all_in.assign(t.names.size(), false);
    for (int s : all_in) in.show.all_in[static_cast<std::size_t>(s)] = true;
    in.show.river_aggressor = q.river_aggressor;
    in.show.betting_ended_before_river = q.betting_ended_before_river.value_or(!all_in.empty());
    for (std::size_t i = 0; i < t.names.size(); ++i)
      in.start_stacks.push_back(q.stacks[i]         ? q.stacks[i]
                                : in.show.all_in[i] ? std::optional<Chips>(q.stakes[i].committed)
                                                    : std::nullopt);
    // Issue 31: prize money values every stack at the table, so each must be known, and a player
    // with no chips as the hand began is out of the tournament already.
    for (std::size_t i = 0; t.prizes && i < t.names.size(); ++i) {
      const std::string path = field_path(index_path("players", i), "stack");
      if (!in.start_stacks[i])
        problems.add(
            error("prizes.stack_missing", path).text("field", path).text("player", t.names[i]));
      else if (*in.start_stacks[i] < 1)
        problems.add(error("amount.below_min", path)
                         .text("field", path)
                         .text("player", t.names[i])
                         .chips("min", 1));
    }
    if (!t.equity_ok) missing.add("equity");
    if (auto e = write_showdown(report, in, missing).error) problems.add(*e);
  }

  report.set("ok", problems.empty());
  report.set("errors", errors_json(problems.list(), money));
  report.set("missing", missing.json());
  return report;
}

}  // namespace tapis
