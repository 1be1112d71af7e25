#include "core/showdown/show_order.hpp"

#include <algorithm>

#include "core/pots/awards.hpp"

namespace tapis {

namespace {

// The highest pot a seat can win: side-pot players are settled (and show) before the others.
int highest_pot(const PotSplit& split, int seat) {
  int best = -1;
  for (std::size_t p = 0; p < split.pots.size(); ++p) {
    const auto& e = split.pots[p].eligible;
    if (std::find(e.begin(), e.end(), seat) != e.end()) best = static_cast<int>(p);
  }
  return best;
}

}  // namespace

ShowOrder show_order(const PotSplit& split, const ShowContext& ctx, const std::vector<int>& in,
                     int button, int seat_count) {
  ShowOrder out;
  const std::vector<int> clockwise = seats_from_button(seat_count, button);
  auto is_in = [&](int s) { return std::find(in.begin(), in.end(), s) != in.end(); };
  auto all_in = [&](int s) {
    return s < static_cast<int>(ctx.all_in.size()) && ctx.all_in[static_cast<std::size_t>(s)];
  };
  bool anyone_all_in = std::any_of(in.begin(), in.end(), all_in);

  if (ctx.tournament && anyone_all_in) {
    // TDA 2024 Rule 16: once the all-in betting is over, every hand is tabled at once.
    out.face_up = true;
    out.ruling = ruling("show.face_up", "TDA-2024-16");
    for (int s : clockwise)
      if (is_in(s)) out.seats.push_back(s);
    return out;
  }

  // The order inside one group of players: the river's last aggressor first (TDA 2024 Rule 17),
  // else from the left of the button; in no-limit cash with the betting over before the river,
  // the all-in player first (WSOP Live Action Rule 149).
  const bool all_in_first = ctx.no_limit && ctx.betting_ended_before_river && anyone_all_in;
  auto group_order = [&](const std::vector<int>& group) {
    std::vector<int> order;
    int start = 0;
    if (!all_in_first && ctx.river_aggressor >= 0) {
      auto it = std::find(clockwise.begin(), clockwise.end(), ctx.river_aggressor);
      if (it != clockwise.end()) start = static_cast<int>(it - clockwise.begin());
    }
    if (all_in_first)
      for (int s : clockwise)
        if (all_in(s) && std::find(group.begin(), group.end(), s) != group.end())
          order.push_back(s);
    for (std::size_t k = 0; k < clockwise.size(); ++k) {
      int s = clockwise[(static_cast<std::size_t>(start) + k) % clockwise.size()];
      if (std::find(group.begin(), group.end(), s) != group.end() &&
          std::find(order.begin(), order.end(), s) == order.end())
        order.push_back(s);
    }
    return order;
  };

  // WSOP Live Action Rule 149: pot by pot, players in a side pot show before a player who is
  // all-in for the main pot only.
  for (int p = static_cast<int>(split.pots.size()) - 1; p >= -1; --p) {
    std::vector<int> group;
    for (int s : in)
      if (highest_pot(split, s) == p) group.push_back(s);
    for (int s : group_order(group)) out.seats.push_back(s);
  }
  const bool side_pots_first = split.pots.size() > 1 && anyone_all_in && !all_in_first;
  out.ruling = all_in_first               ? ruling("show.all_in_first", "WSOP-LAR-149")
               : ctx.river_aggressor >= 0 ? ruling("show.last_aggressor", "TDA-2024-17")
                                          : ruling("show.left_of_button", "TDA-2024-17");
  if (side_pots_first) out.ruling.rule += "+WSOP-LAR-149";
  out.ruling.text("sidePotsFirst", side_pots_first ? "yes" : "no");
  return out;
}

}  // namespace tapis
