#pragma once
#include "core/json/json.hpp"

namespace tapis {

// Actions mode: a spec with an "actions" array (spec/deal_spec.hpp) played through DealState and
// reported by deal_report; stops at the first illegal action.
Json analyze_deal(const Json& spec);

}  // namespace tapis
