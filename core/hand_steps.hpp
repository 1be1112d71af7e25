#pragma once
// The steps HandState is made of, one file each; not for use outside the hand engine.
#include <optional>
#include <string>
#include <vector>

#include "core/action.hpp"
#include "core/betting_rules.hpp"
#include "core/error.hpp"
#include "core/hand_config.hpp"
#include "core/hand_table.hpp"

namespace tapis {

// What a step adds to the action log and to the dealer's rulings.
struct Events {
  std::vector<LogEntry> log;
  std::vector<Ruling> rulings;
};

// posting.cpp: antes, then blinds, into a fresh table (its seats hold the starting stacks).
void post_forced_bets(const HandConfig& cfg, Table& t, Events& ev);

// chips_push.cpp: a silent push of chips read as the plain action a dealer would rule it is
// (guide 003: the 50% rule, the lone oversized chip), with the ruling that says so.
struct PushReading {
  Action plain;
  Ruling ruling;
};
Result<PushReading> read_push(const HandConfig& cfg, const Table& t, const Options& o,
                              const Action& a);

// hand_flow.cpp: a checked move put on the table, then settle().
void commit_move(const HandConfig& cfg, Table& t, const Move& m, int index, Events& ev);
// Who acts after `from`; when nobody has to, the round closes, streets advance and the hand
// goes to showdown once no more betting is possible; a hand with one player left is over.
void settle(const HandConfig& cfg, Table& t, int from, Events& ev);

// hand_invariants.cpp
std::optional<std::string> check_invariants(const HandConfig& cfg, const Table& t);

// "actions[3]" or "actions[3].to": the field an action error points to.
Error action_error(const Action& a, std::string code, std::string message,
                   const std::string& field = {});

}  // namespace tapis
