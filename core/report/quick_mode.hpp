#pragma once
#include "core/json/json.hpp"

namespace tapis {

// Quick mode (spec/quick_spec.hpp): the pots of what each player committed, then the showdown.
Json analyze_quick(const Json& spec);

}  // namespace tapis
