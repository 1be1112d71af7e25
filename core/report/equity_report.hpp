#pragma once
#include <optional>

#include "core/base/error.hpp"
#include "core/equity/equity_request.hpp"
#include "core/json/json.hpp"
#include "core/report/prize_expected.hpp"

namespace tapis {

struct ShowdownInput;

// Adds "equity" to a finished report (quick mode, or a hand played to its end). Errors:
// equity.with_ranking, equity.runs_dealt, equity.pineapple_discard, equity.not_enough_cards,
// equity.chunk, equity.sums, eval.hole_count, cards.duplicate, cards.not_in_deck.
// With prize money (issue 31) and every deal counted, `expected` gets the prize money averaged
// over them (not in a plan or a chunk, nor before a step's last chunk).
std::optional<Error> write_equity(Json& report, const ShowdownInput& in,
                                  const EquityRequest& request,
                                  std::optional<PrizeExpected>* expected = nullptr);

}  // namespace tapis
