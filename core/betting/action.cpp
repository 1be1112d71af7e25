#include "core/betting/action.hpp"

namespace tapis {

namespace {

constexpr std::string_view kTypeNames[] = {"fold",  "check", "call", "bet",
                                           "raise", "allin", "chips"};

}  // namespace

const char* action_type_name(ActionType t) {
  return kTypeNames[static_cast<int>(t)].data();
}

std::optional<ActionType> parse_action_type(std::string_view s) {
  for (int i = 0; i < 7; ++i)
    if (kTypeNames[i] == s) return static_cast<ActionType>(i);
  return std::nullopt;
}

const char* move_kind_name(MoveKind k) {
  switch (k) {
    case MoveKind::Fold:
      return "fold";
    case MoveKind::Check:
      return "check";
    case MoveKind::Call:
      return "call";
    case MoveKind::Bet:
      return "bet";
    case MoveKind::Raise:
      return "raise";
  }
  return "fold";
}

}  // namespace tapis
