#pragma once
#include "core/json.hpp"

namespace tapis {

// Actions mode: a spec with an "actions" array (hand_spec.hpp) played through HandState and
// reported by hand_report; stops at the first illegal action.
Json analyze_hand(const Json& spec);

}  // namespace tapis
