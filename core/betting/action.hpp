#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "core/base/chips.hpp"
#include "core/base/ruling.hpp"

namespace tapis {

// What a spec's action says the player did.
enum class ActionType { Fold, Check, Call, Bet, Raise, AllIn, Chips };

const char* action_type_name(ActionType t);  // "fold" ... "allin", "chips"
std::optional<ActionType> parse_action_type(std::string_view s);

struct Action {
  int index = -1;  // position in the spec's "actions" (errors and rulings point to it)
  int seat = -1;
  ActionType type = ActionType::Fold;
  std::optional<Chips> to;      // bet, raise: the player's total for the street afterwards
  std::optional<Chips> amount;  // chips: how many chips were pushed without a word
  bool one_chip = false;        // chips: a single chip
  bool out_of_turn = false;     // said before the player's turn: held (TDA 2024 Rule 53)
  bool operator==(const Action&) const = default;
};

// What an accepted action does, once the table has interpreted it (a silent push of chips
// becomes a call, a bet or a raise; "allin" becomes whichever it amounts to).
enum class MoveKind { Fold, Check, Call, Bet, Raise };
const char* move_kind_name(MoveKind k);

struct Move {
  int seat = -1;
  MoveKind kind = MoveKind::Fold;
  Chips to = 0;                      // the player's street total afterwards
  Chips add = 0;                     // chips he puts in now
  bool all_in = false;               // he has nothing left behind
  ActionType as = ActionType::Fold;  // what the spec said
  Chips pushed = 0;                  // chips: what was pushed (the excess goes back)
  std::optional<Ruling> ruling;      // chips: how the push was read
};

}  // namespace tapis
