#include "core/prizes/prize_equity.hpp"

#include <cmath>

namespace tapis {

IcmPart icm_part(const std::vector<Chips>& table, const std::vector<Chips>& others,
                 const std::vector<Cents>& prizes) {
  std::vector<Chips> stacks;
  for (Chips s : table)
    if (s > 0) stacks.push_back(s);
  for (Chips s : others)
    if (s > 0) stacks.push_back(s);
  const std::size_t m = stacks.size();
  Cents total = 0;
  for (std::size_t place = 1; place <= m; ++place)
    total += prize_of_place(prizes, static_cast<int>(place));
  const IcmValues v = icm_values(stacks, prizes);
  const std::vector<Cents> cents = round_to_total(v.value, total);
  IcmPart part;
  part.exact = v.exact;
  part.samples = v.samples;
  std::size_t k = 0;
  auto take = [&](const std::vector<Chips>& from, std::vector<Cents>& into,
                  std::vector<Cents>& error) {
    for (Chips s : from) {
      const bool in = s > 0;
      into.push_back(in ? cents[k] : 0);
      if (!v.exact) error.push_back(in ? static_cast<Cents>(std::ceil(v.std_error[k])) : 0);
      if (in) ++k;
    }
  };
  take(table, part.table, part.table_error);
  take(others, part.others, part.others_error);
  return part;
}

PrizeEquity prize_equity_before(const std::vector<Chips>& start, const PrizeSpec& spec) {
  PrizeEquity e;
  e.remaining = static_cast<int>(start.size() + spec.other_stacks.size());
  e.before = icm_part(start, spec.other_stacks, spec.prizes);
  return e;
}

PrizeAfter prize_equity_after(const std::vector<Chips>& end,
                              const std::vector<std::vector<int>>& busted, const PrizeSpec& spec) {
  PrizeAfter after;
  int remaining = static_cast<int>(end.size() + spec.other_stacks.size());
  after.finished = finish_places(busted, remaining, spec.prizes);
  after.paid.assign(end.size(), std::nullopt);
  std::vector<Chips> left = end;
  for (const FinishGroup& g : after.finished)
    for (std::size_t i = 0; i < g.seats.size(); ++i) {
      const auto seat = static_cast<std::size_t>(g.seats[i]);
      after.paid[seat] = g.prizes[i];
      left[seat] = 0;
    }
  after.icm = icm_part(left, spec.other_stacks, spec.prizes);
  return after;
}

}  // namespace tapis
