#pragma once
#include <optional>
#include <vector>

#include "core/cards/card.hpp"
#include "core/cards/evaluator.hpp"

namespace tapis {

// The cards of a spec (issue 4), shared by quick mode and a deal played action by action:
// `game`, `players[i].cards`, `board` (0 to 5 cards) and `runs` (run it twice).
struct CardsSpec {
  Rules rules;
  bool any = false;                                    // cards were given at all
  std::vector<std::optional<std::vector<Card>>> hole;  // by seat; nullopt: not shown
  std::vector<Card> board;
  std::vector<std::vector<Card>> boards;  // complete boards, one per run (one when not run twice)
};

}  // namespace tapis
