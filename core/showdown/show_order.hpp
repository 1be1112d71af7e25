#pragma once
#include <string>
#include <vector>

#include "core/base/ruling.hpp"
#include "core/pots/pots.hpp"

namespace tapis {

// What the showdown order depends on: the format, the structure and how the betting ended.
struct ShowContext {
  bool tournament = false;
  bool no_limit = true;
  bool betting_ended_before_river = false;  // all-in and called with cards still to come
  int river_aggressor = -1;                 // last seat to bet or raise on the river, -1 if none
  std::vector<bool> all_in;                 // by seat
};

struct ShowOrder {
  std::vector<int> seats;  // who shows first, then next...
  bool face_up = false;    // every hand turned up at once
  // Why: show.face_up (TDA-2024-16), show.all_in_first (WSOP-LAR-149), show.last_aggressor or
  // show.left_of_button (TDA-2024-17); sidePotsFirst (WSOP-LAR-149) when side pots go first.
  Ruling ruling;
};

// Seats still in at showdown (`in`) ordered as the guides say: TDA 2024 Rule 16 (tournament
// all-in: all hands face up), WSOP Live Action 149 (side-pot players before a player all-in
// for the main pot only; no-limit cash, betting over before the river: the all-in player
// first), else the last aggressor on the river, else the first seat left of the button.
ShowOrder show_order(const PotSplit& split, const ShowContext& ctx, const std::vector<int>& in,
                     int button, int seat_count);

}  // namespace tapis
