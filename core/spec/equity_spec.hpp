#pragma once
#include <optional>

#include "core/equity/equity_request.hpp"
#include "core/json/json.hpp"
#include "core/spec/reader.hpp"

namespace tapis {

// Reads "equity" and "dead" from a spec: an empty request when equity is absent, null or false;
// nullopt when it has errors (added to the reader): spec.type, spec.range, equity.chunk,
// equity.step, cards.unknown, cards.duplicate.
std::optional<std::optional<EquityRequest>> read_equity_request(Reader& r, const Json& spec);

}  // namespace tapis
