#pragma once
#include <string>
#include <vector>

#include "core/base/error.hpp"
#include "core/betting/action.hpp"
#include "core/betting/deal_config.hpp"
#include "core/json/json.hpp"
#include "core/spec/reader.hpp"

namespace tapis {

// Actions mode spec (a spec with an "actions" array):
// { "game": "holdem", "betting": "no-limit"|"pot-limit"|"limit", "format": "cash"|"tournament",
//   "blinds": [small, big], "ante": 0, "bigBlindAnte": 0, "bigBlindAnteFirst": false,
//   "button": index (default: the last player),
//   "limit": {"smallBet" (default big blind), "bigBet" (default 2 small bets),
//             "cap" (bets and raises per round, default 4), "capHeadsUp"},
//   "players": [{"name", "stack"}], "smallestChip": 1, "ranking": [["A"], ["C", "B"]],
//   "actions": [...] } and the shared fields (table_spec.hpp).
// Spec errors: those of reader.hpp, plus stack.empty (a player with no chips), blinds.type
// (not [small, big]), blinds.order (small blind above the big blind). nullopt: the deal cannot
// be played (errors added); errors only in the ranking, cards or equity leave the deal playable.
std::optional<DealConfig> read_deal_config(Reader& r, const Json& spec);

// One action: {"player", "type": fold|check|call|bet|raise|allin|chips, "to", "amount",
// "oneChip"}. "to" is read for bet and raise, "amount" and "oneChip" for chips. Errors carry
// the action's index: spec.type, spec.missing, action.unknown_player, action.unknown_type.
Result<Action> read_action(const Json& action, int index, const std::vector<std::string>& names,
                           const Money& money);

}  // namespace tapis
