#pragma once
#include <cstdint>
#include <map>
#include <utility>
#include <vector>

#include "core/base/chips.hpp"
#include "core/pots/pots.hpp"

namespace tapis {

struct ShowdownInput;

// Chips each seat gets from one pot when `mask` (bit j: the pot's j-th eligible player) holds
// the best hands, over every run: award_runs itself splits it, so odd chips follow the showdown's
// rule (guide 004).
std::vector<Chips> pot_chips(const ShowdownInput& in, const Pot& pot, std::uint32_t mask, int runs);

// The same, each pot and mask split once: chip equity and prize money (issue 31) meet the same
// winners over and over.
class PotChips {
 public:
  PotChips(const ShowdownInput& in, int runs) : in_(&in), runs_(runs) {}
  // `pot`: an index into the input's pots.
  const std::vector<Chips>& of(std::size_t pot, std::uint32_t mask);

 private:
  const ShowdownInput* in_;
  int runs_;
  std::map<std::pair<std::size_t, std::uint32_t>, std::vector<Chips>> splits_;
};

}  // namespace tapis
