// From summed outcomes to the report's "equity": per pot each player's win, tie and share, and
// the chips everyone collects on average. Chips come from award_runs itself, so odd chips and a
// board run more than once follow the same rules as a real showdown.
#include "core/report/equity_report.hpp"

#include <algorithm>
#include <bit>
#include <cmath>

#include "core/report/equity_input.hpp"
#include "core/report/equity_rows.hpp"
#include "core/report/pot_chips.hpp"
#include "core/report/showdown_report.hpp"
#include "core/showdown/showdown.hpp"

namespace tapis {

using equity_detail::Problem;
using equity_detail::Tally;

namespace {

struct Plan {
  bool exact = true;
  std::int64_t units = 0;
  std::int64_t chunk = 1;  // units per worker call
  double deals = 0;
};

Plan make_plan(const Problem& p, const EquityOptions& o) {
  Plan plan;
  plan.deals = equity_detail::deal_count(p);
  if (p.pots.empty()) return plan;  // nothing to decide
  plan.exact = plan.deals <= static_cast<double>(o.exact_limit);
  if (plan.exact) {
    plan.units = equity_detail::exact_units(p);
    // About 100,000 deals per call: short enough for a progress bar and a cancel button.
    const double per_unit = plan.deals / static_cast<double>(std::max<std::int64_t>(plan.units, 1));
    plan.chunk =
        std::clamp<std::int64_t>(static_cast<std::int64_t>(100'000 / std::max(per_unit, 1.0)), 1,
                                 std::max<std::int64_t>(plan.units, 1));
  } else {
    plan.units = (o.max_samples + equity_detail::kBatch - 1) / equity_detail::kBatch;
    plan.chunk = 1;  // Monte Carlo checks its precision after every batch
  }
  return plan;
}

struct PlayerPot {
  double win = 0, tie = 0, share = 0, share_sq = 0, chips = 0, chips_sq = 0;
};

struct Stats {
  std::vector<std::vector<PlayerPot>> pots;  // [pot][seat], sums until divided by the weight
  double std_error = 0;                      // largest pot share standard error
  std::vector<double> expected;              // by seat
  std::vector<double> expected_error;        // by seat, an upper bound (pots correlate)
};

Stats compute(const ShowdownInput& in, PotChips& splits, const Tally& t) {
  const std::size_t seats = in.names.size();
  const double w = static_cast<double>(std::max<std::int64_t>(t.weight, 1));
  Stats st;
  st.expected.assign(seats, 0);
  st.expected_error.assign(seats, 0);
  std::size_t contested = 0;
  const auto counts = t.all_entries();
  for (std::size_t index = 0; index < in.split.pots.size(); ++index) {
    const Pot& pot = in.split.pots[index];
    std::vector<PlayerPot> pp(seats);
    if (pot.eligible.size() < 2) {
      for (int seat : pot.eligible) {
        auto& x = pp[static_cast<std::size_t>(seat)];
        x.win = x.share = x.share_sq = w;
        x.chips = static_cast<double>(pot.amount) * w;
        x.chips_sq = x.chips * static_cast<double>(pot.amount);
      }
    } else {
      for (const auto& [mask, count] : counts[contested]) {
        const int k = std::popcount(mask);
        const double c = static_cast<double>(count);
        const std::vector<Chips>& chips = splits.of(index, mask);
        for (std::size_t j = 0; j < pot.eligible.size(); ++j) {
          const auto seat = static_cast<std::size_t>(pot.eligible[j]);
          auto& x = pp[seat];
          const double chip = static_cast<double>(chips[seat]);
          x.chips += c * chip;
          x.chips_sq += c * chip * chip;
          if (!(mask >> j & 1)) continue;
          (k == 1 ? x.win : x.tie) += c;
          x.share += c / k;
          x.share_sq += c / (static_cast<double>(k) * k);
        }
      }
      ++contested;
    }
    for (std::size_t seat = 0; seat < seats; ++seat) {
      auto& x = pp[seat];
      if (pot.eligible.size() >= 2 && t.weight >= 2 &&
          std::find(pot.eligible.begin(), pot.eligible.end(), static_cast<int>(seat)) !=
              pot.eligible.end()) {
        // Sample variances of the share and of the chips from this pot.
        const double vs = std::max(0.0, (x.share_sq - x.share * x.share / w) / (w - 1));
        st.std_error = std::max(st.std_error, std::sqrt(vs / w));
        const double vc = std::max(0.0, (x.chips_sq - x.chips * x.chips / w) / (w - 1));
        st.expected_error[seat] += std::sqrt(vc / w);
      }
      st.expected[seat] += x.chips / w;
    }
    st.pots.push_back(std::move(pp));
  }
  for (std::size_t seat = 0; seat < seats; ++seat)
    st.expected[seat] += static_cast<double>(returned_to(in.split, static_cast<int>(seat)));
  return st;
}

// The precision test alone (no awards): the largest standard error of a pot share.
double share_std_error(const Problem& p, const Tally& t) {
  if (t.weight < 2) return 1;
  const double w = static_cast<double>(t.weight);
  double worst = 0;
  const auto counts = t.all_entries();
  for (std::size_t pot = 0; pot < p.pots.size(); ++pot) {
    std::vector<double> s(p.pots[pot].size()), q(p.pots[pot].size());
    for (const auto& [mask, count] : counts[pot]) {
      const double k = std::popcount(mask);
      for (std::size_t j = 0; j < s.size(); ++j)
        if (mask >> j & 1) {
          s[j] += static_cast<double>(count) / k;
          q[j] += static_cast<double>(count) / (k * k);
        }
    }
    for (std::size_t j = 0; j < s.size(); ++j)
      worst = std::max(worst, std::sqrt(std::max(0.0, (q[j] - s[j] * s[j] / w) / (w - 1)) / w));
  }
  return worst;
}

bool done(const Problem& p, const EquityOptions& o, const Plan& plan, const Tally& t) {
  if (plan.exact) return t.units >= plan.units;
  return t.weight >= o.max_samples || share_std_error(p, t) <= o.precision;
}

EquityRow equity_row(const Problem& p, const ShowdownInput& in, const EquityOptions& o,
                     const Plan& plan, const Tally& t, PotChips& splits) {
  // Expected chips in the spec's money unit (the sums count its smallest units).
  double scale = 1;
  for (int d = 0; d < in.money.decimals; ++d) scale *= 10;
  const Stats st = compute(in, splits, t);
  const double w = static_cast<double>(std::max<std::int64_t>(t.weight, 1));
  EquityRow eq;
  eq.exact = plan.exact;
  eq.boards = p.pots.empty() ? std::int64_t{1} : t.weight;
  eq.runs = p.runs;
  for (std::size_t seat = 0, c = 0; seat < in.names.size(); ++seat) {
    if (in.stakes[seat].folded) continue;
    if (p.holes[c].empty()) eq.random.push_back(in.names[seat]);
    ++c;
  }
  for (std::size_t i = 0; i < in.split.pots.size(); ++i) {
    const Pot& pot = in.split.pots[i];
    EquityPotRow row;
    row.pot = static_cast<int>(i);
    row.name = pot_name(i);
    row.amount = pot.amount;
    for (int seat : pot.eligible) {
      const auto& x = st.pots[i][static_cast<std::size_t>(seat)];
      row.players.push_back({in.names[static_cast<std::size_t>(seat)], x.win / w, x.tie / w,
                             x.share / w, x.chips / w / scale});
    }
    eq.pots.push_back(std::move(row));
  }
  for (std::size_t seat = 0; seat < in.names.size(); ++seat)
    eq.expected.emplace_back(in.names[seat], st.expected[seat] / scale);
  if (!plan.exact) {
    EquitySampledRow s;
    s.seed = o.seed;
    s.samples = t.weight;
    s.precision = o.precision;
    s.std_error = st.std_error;
    for (std::size_t seat = 0; seat < in.names.size(); ++seat)
      s.expected_std_error.emplace_back(in.names[seat], st.expected_error[seat] / scale);
    eq.sampled = std::move(s);
  }
  return eq;
}

EquityPlanRow plan_row(const Plan& plan, const EquityOptions& o) {
  EquityPlanRow row;
  row.exact = plan.exact;
  row.units = plan.units;
  row.chunk = plan.chunk;
  row.deals = plan.deals;
  if (!plan.exact) {
    row.batch = equity_detail::kBatch;
    row.max_samples = o.max_samples;
  }
  return row;
}

Json sums_json(const Problem& p, const Tally& t) {
  Json s = Json::object();
  s.set("units", t.units);
  s.set("weight", t.weight);
  Json pots = Json::array();
  const auto counts = t.all_entries();
  for (std::size_t pot = 0; pot < t.dense.size(); ++pot) {
    Json entries = Json::array();
    for (const auto& [mask, count] : counts[pot]) {
      Json e = Json::array();
      e.push(static_cast<std::int64_t>(mask));
      e.push(count);
      entries.push(std::move(e));
    }
    pots.push(std::move(entries));
  }
  s.set("pots", std::move(pots));
  if (p.joint) {
    // Issue 31: each joint outcome as [[mask of each contested pot], count].
    Json joint = Json::array();
    for (const auto& [key, count] : t.joint_entries()) {
      Json masks = Json::array();
      int offset = 0;
      for (const auto& who : p.pots) {
        const int size = static_cast<int>(who.size());
        masks.push(static_cast<std::int64_t>(equity_detail::joint_mask(key, offset, size)));
        offset += size;
      }
      Json e = Json::array();
      e.push(std::move(masks));
      e.push(count);
      joint.push(std::move(e));
    }
    s.set("joint", std::move(joint));
  }
  return s;
}

Result<Tally> read_sums(const Problem& p, const Json& sums) {
  // Sums come from the page's worker: wrong ones mean a bug or a lost chunk, said by `problem`.
  auto bad = [](const char* problem) {
    return error("equity.sums", "equity.sums")
        .text("field", "equity.sums")
        .text("problem", std::string("sums.") + problem);
  };
  auto whole = [](const Json* v) { return v && v->is_integer() && !v->integer_overflow(); };
  if (!sums.is_object()) return bad("object");
  Tally t(p);
  const Json* units = sums.find("units");
  const Json* weight = sums.find("weight");
  const Json* pots = sums.find("pots");
  if (!whole(units) || units->as_integer() < 0 || !whole(weight) || weight->as_integer() < 0)
    return bad("units");
  t.units = units->as_integer();
  t.weight = weight->as_integer();
  // No count is negative, and each pot's counts (the joint counts too) add up to the weight: every
  // deal has one set of winners in every pot. Checked as they are read, so nothing overflows.
  std::int64_t total = 0;
  const auto take = [&](std::int64_t count) -> const char* {
    if (count < 0) return "negative";
    if (count > t.weight - total) return "weight";
    total += count;
    return nullptr;
  };
  if (!pots || !pots->is_array() || pots->size() != p.pots.size()) return bad("pots");
  std::vector<std::vector<std::pair<std::uint32_t, std::int64_t>>> given(p.pots.size());
  for (std::size_t i = 0; i < p.pots.size(); ++i) {
    const Json& list = pots->items()[i];
    if (!list.is_array()) return bad("entry");
    const std::int64_t masks = std::int64_t{1} << p.pots[i].size();
    total = 0;
    for (const Json& e : list.items()) {
      if (!e.is_array() || e.size() != 2 || !whole(&e.items()[0]) || !whole(&e.items()[1]) ||
          e.items()[0].as_integer() < 1 || e.items()[0].as_integer() >= masks)
        return bad("entry");
      if (const char* problem = take(e.items()[1].as_integer())) return bad(problem);
      const auto mask = static_cast<std::uint32_t>(e.items()[0].as_integer());
      if (p.joint)
        given[i].emplace_back(mask, e.items()[1].as_integer());
      else
        t.add(i, mask, e.items()[1].as_integer());
    }
    if (total != t.weight) return bad("weight");
  }
  if (!p.joint) return t;

  const Json* joint = sums.find("joint");
  if (!joint || !joint->is_array()) return bad("joint");
  total = 0;
  for (const Json& e : joint->items()) {
    if (!e.is_array() || e.size() != 2 || !e.items()[0].is_array() ||
        e.items()[0].size() != p.pots.size() || !whole(&e.items()[1]))
      return bad("joint");
    equity_detail::JointKey key;
    int offset = 0;
    for (std::size_t i = 0; i < p.pots.size(); ++i) {
      const Json& m = e.items()[0].items()[i];
      const std::int64_t masks = std::int64_t{1} << p.pots[i].size();
      if (!whole(&m) || m.as_integer() < 1 || m.as_integer() >= masks) return bad("joint");
      equity_detail::set_joint_mask(key, offset, static_cast<std::uint32_t>(m.as_integer()));
      offset += static_cast<int>(p.pots[i].size());
    }
    if (const char* problem = take(e.items()[1].as_integer())) return bad(problem);
    t.add_joint(key, e.items()[1].as_integer());
  }
  t.flush_joint();
  if (!p.pots.empty() && total != t.weight) return bad("weight");
  // Each pot's counts are the joint counts summed by its winners: the lists must say the same.
  const auto derived = t.all_entries();
  for (std::size_t i = 0; i < p.pots.size(); ++i) {
    std::sort(given[i].begin(), given[i].end());
    std::vector<std::pair<std::uint32_t, std::int64_t>> merged;
    for (const auto& [mask, count] : given[i]) {
      if (count == 0) continue;
      if (!merged.empty() && merged.back().first == mask)
        merged.back().second += count;
      else
        merged.emplace_back(mask, count);
    }
    if (merged != derived[i]) return bad("pots");
  }
  return t;
}

}  // namespace

std::optional<Error> write_equity(Json& report, const ShowdownInput& in,
                                  const EquityRequest& request,
                                  std::optional<PrizeExpected>* expected) {
  auto problem = equity_problem(in, request);
  if (!problem) return problem.error();
  const Problem& p = problem.value();
  const EquityOptions& o = request.options;
  const Plan plan = make_plan(p, o);
  PotChips splits(in, p.runs);
  // Issue 31: prize money averaged over the deals, once they are all in.
  const auto value_prizes = [&](const Tally& t) {
    if (!expected || !p.joint || !in.prizes || !done(p, o, plan, t)) return;
    if (!p.pots.empty() && t.weight == 0) return;  // no deal counted: nothing to average
    std::vector<Chips> start;
    for (const auto& s : in.start_stacks) {
      if (!s || *s <= 0) return;  // its error is at the field
      start.push_back(*s);
    }
    *expected = prize_expected(in, start, p, t, !plan.exact, splits);
  };

  const auto run = [&](std::int64_t from, std::int64_t to, Tally& t) {
    if (plan.exact)
      equity_detail::run_exact(p, from, to, t);
    else
      equity_detail::run_montecarlo(p, o.seed, o.max_samples, from, to, t);
  };
  const auto finished = [&](const Tally& t) {
    EquityRow eq = equity_row(p, in, o, plan, t, splits);
    eq.progress = EquityProgressRow{p.pots.empty() || done(p, o, plan, t), t.units, plan.units};
    return to_json(eq, in.money);
  };
  switch (request.mode) {
    case EquityRequest::Mode::Plan:
      report.set("equity", to_json(plan_row(plan, o)));
      return std::nullopt;
    case EquityRequest::Mode::Chunk: {
      Tally t(p);
      run(request.from, request.to, t);
      Json j = Json::object();
      j.set("sums", sums_json(p, t));
      report.set("equity", std::move(j));
      return std::nullopt;
    }
    case EquityRequest::Mode::Finish: {
      auto t = read_sums(p, request.sums);
      if (!t) return t.error();
      value_prizes(t.value());
      report.set("equity", finished(t.value()));
      return std::nullopt;
    }
    case EquityRequest::Mode::Step: {
      Tally t(p);
      if (!request.sums.is_null()) {
        auto read = read_sums(p, request.sums);
        if (!read) return read.error();
        t = std::move(read).value();
      }
      // Chunks in order: the next one starts where the merged sums end.
      const std::int64_t from = t.units;
      const std::int64_t to =
          from + std::min(plan.chunk, std::max<std::int64_t>(0, plan.units - from));
      if (!p.pots.empty() && !done(p, o, plan, t) && from < to) run(from, to, t);
      value_prizes(t);
      Json j = Json::object();
      j.set("plan", to_json(plan_row(plan, o)));
      j.set("sums", sums_json(p, t));
      j.set("equity", finished(t));
      report.set("equity", std::move(j));
      return std::nullopt;
    }
    case EquityRequest::Mode::Full:
      break;
  }

  Tally t(p);
  if (plan.exact) {
    equity_detail::run_exact(p, 0, plan.units, t);
  } else {
    for (std::int64_t b = 0; b < plan.units; ++b) {
      equity_detail::run_montecarlo(p, o.seed, o.max_samples, b, b + 1, t);
      if (done(p, o, plan, t)) break;
    }
  }
  value_prizes(t);
  report.set("equity", to_json(equity_row(p, in, o, plan, t, splits), in.money));
  return std::nullopt;
}

}  // namespace tapis
