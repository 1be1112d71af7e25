#include "core/report/prize_rows.hpp"

#include <algorithm>

#include "core/base/money.hpp"
#include "core/report/report.hpp"

namespace tapis {

namespace {

constexpr Money kCents{2};

IcmRow icm_row(const std::vector<std::string>& names, const IcmPart& icm,
               const std::vector<bool>& in) {
  IcmRow row;
  row.exact = icm.exact;
  row.samples = icm.samples;
  for (std::size_t s = 0; s < names.size(); ++s) {
    if (!in[s]) continue;
    row.values.emplace_back(names[s], icm.table[s]);
    if (!icm.exact) row.std_error.emplace_back(names[s], icm.table_error[s]);
  }
  row.others = icm.others;
  row.others_error = icm.others_error;
  return row;
}

Json money_json(Cents c) {
  return amount_json(c, kCents);
}

Json list_json(const std::vector<Cents>& list) {
  Json j = Json::array();
  for (Cents c : list) j.push(money_json(c));
  return j;
}

Json to_json(const IcmRow& row) {
  Json j = Json::object();
  j.set("values", named_amounts_json(row.values, kCents));
  j.set("others", list_json(row.others));
  j.set("exact", row.exact);
  if (!row.exact) {
    j.set("samples", row.samples);
    j.set("stdError", named_amounts_json(row.std_error, kCents));
    j.set("othersStdError", list_json(row.others_error));
  }
  return j;
}

}  // namespace

PrizeEquityPart prize_equity_part(const std::vector<std::string>& names,
                                  const std::vector<Chips>& start, const PrizeSpec& spec,
                                  const PrizeEquity& equity, const std::optional<PrizeAfter>& after,
                                  bool ante_compared) {
  PrizeEquityPart part;
  part.prizes = spec.prizes;
  part.remaining = equity.remaining;
  for (std::size_t s = 0; s < names.size(); ++s) part.stacks.emplace_back(names[s], start[s]);
  part.before = icm_row(names, equity.before, std::vector<bool>(names.size(), true));
  for (std::size_t i = 1; i < spec.prizes.size(); ++i)
    if (spec.prizes[i] > spec.prizes[i - 1]) {
      // Allowed (a satellite's seats, a special prize), but worth a second look.
      part.rulings.push_back(
          ruling("prizes.not_decreasing", "").number("place", static_cast<std::int64_t>(i + 1)));
      break;
    }
  const auto icm_ruling = [&](const IcmPart& icm, int players, const char* when) {
    const auto places =
        std::min<std::int64_t>(static_cast<std::int64_t>(spec.prizes.size()), players);
    Ruling r = ruling(icm.exact ? "prizes.icm" : "prizes.icm_sampled", "ICM-Malmuth-Harville");
    r.text("when", when).number("players", players).number("places", places);
    if (!icm.exact) r.number("samples", icm.samples);
    part.rulings.push_back(std::move(r));
  };
  icm_ruling(equity.before, equity.remaining, "before");
  if (!after) return part;

  PrizeAfterRow row;
  std::vector<bool> in(names.size(), true);
  std::vector<std::string> order;
  for (const FinishGroup& g : after->finished) {
    std::vector<std::string> group;
    for (std::size_t i = 0; i < g.seats.size(); ++i) {
      const auto seat = static_cast<std::size_t>(g.seats[i]);
      in[seat] = false;
      row.finish.push_back({names[seat], g.from, g.to, g.prizes[i]});
      group.push_back(names[seat]);
      order.push_back(names[seat]);
    }
    if (g.seats.size() > 1)
      part.rulings.push_back(ruling("prizes.tie", "guide-002-finishing+TDA-simultaneous")
                                 .list("players", group)
                                 .number("from", g.from)
                                 .number("to", g.to));
  }
  if (order.size() == 1)
    part.rulings.push_back(ruling("prizes.place", "guide-002-finishing")
                               .text("player", order[0])
                               .number("place", after->finished[0].from));
  else if (after->finished.size() > 1)
    part.rulings.push_back(ruling("prizes.busted_order", "guide-002-finishing")
                               .list("players", order)
                               .number("from", after->finished.front().from)
                               .number("to", after->finished.back().to)
                               .text("ante", ante_compared ? "after" : "none"));
  row.icm = icm_row(names, after->icm, in);
  std::vector<std::string> left;
  for (std::size_t s = 0; s < names.size(); ++s)
    if (in[s]) left.push_back(names[s]);
  const int players = static_cast<int>(left.size() + spec.other_stacks.size());
  if (players == 1)  // the tournament is over
    part.rulings.push_back(ruling("prizes.winner", "guide-002-finishing").text("player", left[0]));
  else if (players > 1)
    icm_ruling(after->icm, players, "after");
  for (std::size_t s = 0; s < names.size(); ++s) {
    const Cents now = after->paid[s] ? *after->paid[s] : after->icm.table[s];
    row.change.emplace_back(names[s], now - equity.before.table[s]);
  }
  for (std::size_t i = 0; i < spec.other_stacks.size(); ++i)
    row.others_change.push_back(after->icm.others[i] - equity.before.others[i]);
  part.after = std::move(row);
  return part;
}

void add_prize_expected(PrizeEquityPart& part, const std::vector<std::string>& names,
                        const PrizeExpected& expected) {
  PrizeExpectedRow row;
  row.exact = expected.exact;
  row.deals = expected.deals;
  for (std::size_t s = 0; s < names.size(); ++s) {
    const Cents before = s < part.before.values.size() ? part.before.values[s].second : 0;
    row.values.emplace_back(names[s], expected.table[s]);
    row.delta.emplace_back(names[s], expected.table[s] - before);
    if (!expected.table_error.empty())
      row.std_error.emplace_back(names[s], expected.table_error[s]);
  }
  for (std::size_t i = 0; i < expected.others.size(); ++i) {
    row.others.push_back(expected.others[i]);
    row.others_delta.push_back(expected.others[i] - part.before.others[i]);
  }
  row.others_error = expected.others_error;
  part.expected = std::move(row);
  part.rulings.push_back(ruling(expected.sampled ? "prizes.expected_sampled" : "prizes.expected",
                                "ICM-Malmuth-Harville")
                             .number("deals", expected.deals)
                             .number("outcomes", expected.outcomes));
}

void add_prize_expected_runs(PrizeEquityPart& part, int runs) {
  part.rulings.push_back(
      ruling("prizes.expected_runs", "ICM-Malmuth-Harville").number("runs", runs));
}

Json to_json(const PrizeEquityPart& part, const Money& money) {
  Json j = Json::object();
  j.set("prizes", list_json(part.prizes));
  j.set("remaining", part.remaining);
  j.set("stacks", named_amounts_json(part.stacks, money));
  j.set("before", to_json(part.before));
  if (part.after) {
    Json a = Json::object();
    Json finish = Json::object();
    Json paid = Json::object();
    for (const FinishRow& f : part.after->finish) {
      if (f.from == f.to) {
        finish.set(f.player, f.from);
      } else {
        Json range = Json::array();
        range.push(f.from);
        range.push(f.to);
        finish.set(f.player, std::move(range));
      }
      paid.set(f.player, money_json(f.paid));
    }
    a.set("finish", std::move(finish));
    a.set("paid", std::move(paid));
    const Json icm = to_json(part.after->icm);
    for (const auto& [key, value] : icm.members()) a.set(key, value);
    a.set("change", named_amounts_json(part.after->change, kCents));
    a.set("othersChange", list_json(part.after->others_change));
    j.set("after", std::move(a));
  } else {
    j.set("after", Json());
  }
  if (part.expected) {
    const PrizeExpectedRow& x = *part.expected;
    Json e = Json::object();
    e.set("values", named_amounts_json(x.values, kCents));
    e.set("others", list_json(x.others));
    e.set("delta", named_amounts_json(x.delta, kCents));
    e.set("othersDelta", list_json(x.others_delta));
    e.set("exact", x.exact);
    e.set("deals", x.deals);
    if (!x.std_error.empty()) {
      e.set("stdError", named_amounts_json(x.std_error, kCents));
      e.set("othersStdError", list_json(x.others_error));
    }
    j.set("expected", std::move(e));
  } else {
    j.set("expected", Json());
  }
  Json rulings = Json::array();
  for (const Ruling& r : part.rulings) rulings.push(ruling_json(r, kCents));
  j.set("rulings", std::move(rulings));
  return j;
}

}  // namespace tapis
