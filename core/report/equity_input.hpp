#pragma once
// From a finished hand (showdown input) and an equity request to the enumerators' problem.
#include "core/base/error.hpp"
#include "core/equity/equity_problem.hpp"
#include "core/equity/equity_request.hpp"

namespace tapis {

struct ShowdownInput;

// Contenders are the players still in, in seat order; folded players' known cards and "dead" are
// out of the deck. Errors: see write_equity.
Result<equity_detail::Problem> equity_problem(const ShowdownInput& in,
                                              const EquityRequest& request);

}  // namespace tapis
