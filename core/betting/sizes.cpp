#include "core/betting/sizes.hpp"

#include <algorithm>

namespace tapis {

std::vector<Size> sizes(const DealConfig& cfg, const Table& t, const Options& o) {
  std::vector<Size> out;
  const std::optional<Range>& range = o.bet ? o.bet : o.raise;
  if (!range || o.seat < 0) return out;
  const SeatState& s = t.seats[static_cast<std::size_t>(o.seat)];
  const Chips owe = std::max<Chips>(0, t.level - s.bet);
  const Chips unit = std::max<Chips>(cfg.smallest_chip, 1);
  auto add = [&](const char* kind, Chips to) {
    if (to < range->min || to > range->max) return;
    for (const Size& z : out)
      if (z.to == to) return;  // one button per distinct amount: the first name wins
    Size z;
    z.kind = kind;
    z.to = to;
    z.all_in = to == o.all_in_to;
    z.full = to >= o.min_to;
    if (z.all_in) z.kind = "all-in";
    out.push_back(std::move(z));
  };
  if (cfg.betting == Betting::Limit) {
    add("limit", range->min);
    add("all-in", o.all_in_to);
    return out;
  }
  // The pot a pot-sized raise counts (guide 003): every chip in, plus the call; preflop a short
  // blind counts as a full one.
  const Chips pot = pot_limit_pot(cfg, t) + owe;
  auto round_down = [&](Chips to) { return std::max(range->min, to - to % unit); };
  // The all-in first: when the stack is all a player may put, that is the button to show.
  if (o.all_in_to <= range->max) add("all-in", o.all_in_to);
  add("min", range->min);
  add("half-pot", round_down(t.level + pot / 2));
  add("pot", std::min(t.level + pot, range->max));
  add("max", range->max);
  std::sort(out.begin(), out.end(), [](const Size& a, const Size& b) { return a.to < b.to; });
  return out;
}

}  // namespace tapis
