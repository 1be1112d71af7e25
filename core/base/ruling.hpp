#pragma once
#include <string>
#include <utility>

#include "core/base/message.hpp"

namespace tapis {

// A decision the dealer announces, with the rule it applies (rule ids: lib/i18n/<lang>.json).
struct Ruling : Said<Ruling> {
  int action = -1;  // the action that led to it, -1 for what the dealer does on his own
  // A deal's ruling: the spec action whose play gave it, -1 for the posts before any action.
  // It differs from `action` only for an action held out of turn (TDA 2024 Rule 53): settled
  // (binding, cancelled, a fold that stands) and played when another action brings its turn.
  int at = -1;
};

inline Ruling ruling(std::string code, std::string rule, int action = -1) {
  Ruling r;
  r.code = std::move(code);
  r.rule = std::move(rule);
  r.action = action;
  return r;
}

}  // namespace tapis
