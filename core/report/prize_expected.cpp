#include "core/report/prize_expected.hpp"

#include <cmath>
#include <map>

#include "core/report/showdown_report.hpp"
#include "core/showdown/finishing.hpp"

namespace tapis {

namespace {

// What each seat and other stack has in prize money for one set of stacks after the hand.
struct Valued {
  std::vector<double> table, others;
  bool exact = true;
};

Valued value_after(const std::vector<Chips>& compared, const std::vector<Chips>& end,
                   const PrizeSpec& spec) {
  const PrizeAfter after = prize_equity_after(end, busted_order(compared, end), spec);
  Valued v;
  v.exact = after.icm.exact;
  for (std::size_t s = 0; s < end.size(); ++s)
    v.table.push_back(static_cast<double>(after.paid[s] ? *after.paid[s] : after.icm.table[s]));
  for (Cents c : after.icm.others) v.others.push_back(static_cast<double>(c));
  return v;
}

}  // namespace

PrizeExpected prize_expected(const ShowdownInput& in, const std::vector<Chips>& start,
                             const equity_detail::Problem& p, const equity_detail::Tally& t,
                             bool sampled, PotChips& splits) {
  const PrizeSpec& spec = *in.prizes;
  const std::size_t seats = in.names.size();
  const std::size_t others = spec.other_stacks.size();
  // Guide 002: the finishing order compares stacks once a big-blind ante is posted.
  std::vector<Chips> compared(seats), base(seats);
  for (std::size_t s = 0; s < seats; ++s) {
    compared[s] = start[s] - (s < in.dead_posted.size() ? in.dead_posted[s] : 0);
    base[s] = start[s] - in.committed[s] + returned_to(in.split, static_cast<int>(s));
  }
  for (const Pot& pot : in.split.pots)
    if (pot.eligible.size() == 1) base[static_cast<std::size_t>(pot.eligible[0])] += pot.amount;

  std::vector<double> sum(seats + others, 0), sq(seats + others, 0);
  std::map<std::vector<Chips>, Valued> seen;  // results with the same stacks are valued once
  PrizeExpected e;
  e.exact = !sampled;
  e.sampled = sampled;
  std::int64_t weight = 0;
  // Nothing contested (everybody else folded): one result, whatever the cards.
  auto results = t.joint_entries();
  if (p.pots.empty()) results = {{equity_detail::JointKey{}, 1}};
  for (const auto& [key, count] : results) {
    if (count <= 0) continue;
    std::vector<Chips> end = base;
    int offset = 0;
    for (std::size_t i = 0; i < in.split.pots.size(); ++i) {
      const Pot& pot = in.split.pots[i];
      if (pot.eligible.size() < 2) continue;
      const int size = static_cast<int>(pot.eligible.size());
      const std::uint32_t mask = equity_detail::joint_mask(key, offset, size);
      const std::vector<Chips>& won = splits.of(i, mask);
      for (std::size_t s = 0; s < seats; ++s) end[s] += won[s];
      offset += size;
    }
    auto it = seen.find(end);
    if (it == seen.end()) it = seen.emplace(end, value_after(compared, end, spec)).first;
    const Valued& v = it->second;
    e.exact = e.exact && v.exact;
    const auto w = static_cast<double>(count);
    for (std::size_t i = 0; i < seats + others; ++i) {
      const double x = i < seats ? v.table[i] : v.others[i - seats];
      sum[i] += w * x;
      sq[i] += w * x * x;
    }
    weight += count;
    ++e.outcomes;
  }
  e.deals = weight;

  // Every result pays exactly the places of the players in the tournament as the hand began.
  Cents total = 0;
  for (std::size_t place = 1; place <= seats + others; ++place)
    total += prize_of_place(spec.prizes, static_cast<int>(place));
  const double w = static_cast<double>(std::max<std::int64_t>(weight, 1));
  std::vector<double> mean(seats + others);
  for (std::size_t i = 0; i < mean.size(); ++i) mean[i] = sum[i] / w;
  const std::vector<Cents> cents = round_to_total(mean, total);
  e.table.assign(cents.begin(), cents.begin() + static_cast<std::ptrdiff_t>(seats));
  e.others.assign(cents.begin() + static_cast<std::ptrdiff_t>(seats), cents.end());
  if (sampled && weight >= 2) {
    for (std::size_t i = 0; i < mean.size(); ++i) {
      const double var = std::max(0.0, (sq[i] - sum[i] * mean[i]) / (w - 1));
      const auto se = static_cast<Cents>(std::ceil(std::sqrt(var / w)));
      (i < seats ? e.table_error : e.others_error).push_back(se);
    }
  }
  return e;
}

}  // namespace tapis
