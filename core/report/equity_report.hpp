#pragma once
#include <optional>

#include "core/base/error.hpp"
#include "core/equity/equity_request.hpp"
#include "core/json/json.hpp"

namespace tapis {

struct ShowdownInput;

// Adds "equity" to a finished report (quick mode, or a hand played to its end). Errors:
// equity.with_ranking, equity.runs_dealt, equity.pineapple_discard, equity.not_enough_cards,
// equity.chunk, equity.sums, eval.hole_count, cards.duplicate, cards.not_in_deck.
std::optional<Error> write_equity(Json& report, const ShowdownInput& in,
                                  const EquityRequest& request);

}  // namespace tapis
