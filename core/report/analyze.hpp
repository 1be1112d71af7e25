#pragma once
#include <string>
#include <string_view>

#include "core/json/json.hpp"

namespace tapis {

// The one entry point every front end uses: a spec in, a report out (both JSON text).
// Never throws, never aborts: every problem is a report with ok:false and a coded error.
std::string analyze(std::string_view spec_text);
Json analyze_json(const Json& spec);

inline constexpr std::size_t kMaxSpecBytes = 1 << 20;

}  // namespace tapis
