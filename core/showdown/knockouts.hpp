#pragma once
#include <vector>

#include "core/pots/awards.hpp"
#include "core/pots/pots.hpp"

namespace tapis {

// Knockouts (guide 002: the finishing order decides bounties too). A player who busts is
// eliminated by the winner or winners of the highest pot he was eligible for, the pot that
// took his last chips; his bounty goes to them split as that pot's chips are (the odd units
// one each from the first winner left of the button, as odd chips). Progressive knockout
// (PKO, as PokerStars and most rooms run it): half of each share is paid, half goes onto the
// winner's own bounty (the odd unit to the payment).
struct Knockout {
  int seat = -1;
  Chips bounty = 0;
  std::vector<int> winners;   // odd-chip order
  std::vector<Chips> shares;  // per winner: his part of the bounty
  std::vector<Chips> paid;    // progressive: the part paid now (else = shares)
};

std::vector<Knockout> knockouts(const PotSplit& split, const AwardResult& awards,
                                const std::vector<int>& busted, const std::vector<Chips>& bounties,
                                bool progressive);

// Each seat's bounty after the hand (progressive: grown by the halves won).
std::vector<Chips> bounties_after(const std::vector<Chips>& bounties,
                                  const std::vector<Knockout>& knockouts);

}  // namespace tapis
