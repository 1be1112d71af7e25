#include "core/report/pot_chips.hpp"

#include "core/report/showdown_report.hpp"
#include "core/showdown/showdown.hpp"

namespace tapis {

std::vector<Chips> pot_chips(const ShowdownInput& in, const Pot& pot, std::uint32_t mask,
                             int runs) {
  PotSplit single;
  single.pots.push_back(pot);
  Strength strength(in.names.size());
  for (std::size_t j = 0; j < pot.eligible.size(); ++j)
    strength[static_cast<std::size_t>(pot.eligible[j])] = (mask >> j & 1) ? 1 : 0;
  const AwardResult awards = award_runs(
      single, std::vector<Strength>(static_cast<std::size_t>(runs), strength), in.button, in.unit);
  std::vector<Chips> chips(in.names.size(), 0);
  for (const Award& a : awards.awards)
    for (std::size_t w = 0; w < a.winners.size(); ++w)
      chips[static_cast<std::size_t>(a.winners[w])] += a.amounts[w];
  return chips;
}

const std::vector<Chips>& PotChips::of(std::size_t pot, std::uint32_t mask) {
  auto it = splits_.find({pot, mask});
  if (it == splits_.end())
    it = splits_.emplace(std::pair{pot, mask}, pot_chips(*in_, in_->split.pots[pot], mask, runs_))
             .first;
  return it->second;
}

}  // namespace tapis
