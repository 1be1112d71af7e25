#pragma once
// Issue 32, exercise 7: finishing places and prizes. A tournament table where all-in players are
// called and the hands are ranked; the core asks who busts, in which place each finishes and what
// each is paid. Guide 002: when several players bust in one hand, the one who had more chips at
// its start finishes higher; equal stacks tie and share their places' prizes equally (TDA,
// simultaneous eliminations). The key is core/showdown/'s order and core/prizes/'s places.
#include <cstdint>
#include <string>
#include <vector>

#include "core/pots/awards.hpp"
#include "core/pots/pots.hpp"
#include "core/prizes/finish_places.hpp"
#include "core/prizes/icm.hpp"

namespace tapis {

// Levels, easiest first:
//   1: a final table of three or four, one player busts; three places paid.
//   2: four or five players, others still in elsewhere; two or more bust, whoever had more
//      finishes higher.
//   3: up to six players, two or three bust, up to five places paid: some bust in the money, some
//      not.
//   4: two busted players started with the same stack: they tie and share their places' prizes.
//   5: any of these, five or six players, prizes in cents (a cent that does not divide goes to
//      the first tied player in seat order).
struct PlaceDrill {
  std::uint64_t seed = 0;
  int level = 1;
  std::vector<std::string> names;
  std::vector<Chips> start;  // each stack as the hand began
  std::vector<Stake> stakes;
  std::vector<std::vector<int>> ranking;  // the hands at the showdown, best first
  std::vector<Chips> others;              // players still in at other tables
  std::vector<Cents> prizes;              // place 1 first
  std::vector<FinishGroup> finished;      // the key: best place first
};

// The same seed and level always give the same table; a level outside 1-5 is taken as the
// nearest. No names when no table was found (none known).
PlaceDrill place_drill(std::uint64_t seed, int level);

// Players in the tournament as the hand began, at this table and elsewhere.
int remaining(const PlaceDrill& drill);

}  // namespace tapis
