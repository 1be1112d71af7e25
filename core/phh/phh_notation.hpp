#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/error.hpp"
#include "core/cards/card.hpp"

namespace tapis {

// One PHH action notation (phh-std required.rst, "Actions"):
//   d db <cards>          the dealer deals the board      d dh pN <cards>   hole cards
//   pN f | cc | cbr <to>  fold, check or call, bet/raise  pN sm [<cards>|-]  show or muck
//   pN sd [<cards>], pN pb   discard/stand pat, bring-in (draw and stud games)
//   "", "   ", "# ..."    no-ops; "... # commentary" is stripped
struct PhhAction {
  enum class Kind { Noop, DealHole, DealBoard, Fold, CheckCall, BetRaise, Show, Unsupported };
  Kind kind = Kind::Noop;
  int player = -1;     // 0-based seat of pN (DealHole: the dealt player)
  std::string cards;   // DealHole, DealBoard, Show: the card text ("" for a muck)
  std::string amount;  // BetRaise: the amount as written ("3.00")
  std::string verb;    // Unsupported: "sd", "pb"
  std::string text;    // the notation without its commentary
};

// Errors (the caller gives them their field, `phh.actions[i]`): phh.action_unknown (not a
// notation this grammar has), phh.actor_unknown (pN beyond the players), phh.amount_text (cbr
// without a number).
Result<PhhAction> parse_phh_action(std::string_view notation, int players);

// PHH card text: two characters a card, "??" an unknown card, no separators ("AsKd", "??Ad").
// nullopt entries are the unknown cards. Error cards.unknown names the bad two characters.
Result<std::vector<std::optional<Card>>> parse_phh_cards(std::string_view text);

// The other way: "AsKd"; unknown cards as "??".
std::string phh_cards_text(const std::vector<std::optional<Card>>& cards);

}  // namespace tapis
