#pragma once
// The steps DealState is made of, one file each; not for use outside the hand engine.
#include <optional>
#include <string>
#include <vector>

#include "core/base/error.hpp"
#include "core/betting/action.hpp"
#include "core/betting/betting_rules.hpp"
#include "core/betting/deal_config.hpp"
#include "core/betting/deal_table.hpp"

namespace tapis {

// What a step adds to the action log and to the dealer's rulings.
struct Events {
  std::vector<LogEntry> log;
  std::vector<Ruling> rulings;
};

// posting.cpp: antes, then blinds, into a fresh table (its seats hold the starting stacks).
void post_forced_bets(const DealConfig& cfg, Table& t, Events& ev);

// chips_push.cpp: a silent push of chips read as the plain action a dealer would rule it is
// (guide 003: the 50% rule, the lone oversized chip), with the ruling that says so.
struct PushReading {
  Action plain;
  Ruling ruling;
};
Result<PushReading> read_push(const DealConfig& cfg, const Table& t, const Options& o,
                              const Action& a);

// deal_flow.cpp: a checked move put on the table, then settle().
void commit_move(const DealConfig& cfg, Table& t, const Move& m, int index, Events& ev);
// Who acts after `from`; when nobody has to, the round closes, streets advance and the hand
// goes to showdown once no more betting is possible; a hand with one player left is over.
void settle(const DealConfig& cfg, Table& t, int from, Events& ev);

// deal_invariants.cpp
std::optional<std::string> check_invariants(const DealConfig& cfg, const Table& t);

// An error of action `a`: its field ("actions[3]" or "actions[3].to"), its index, and its
// player's name (`player`) when the action names one.
Error action_error(const DealConfig& cfg, const Action& a, std::string code,
                   const std::string& field = {});

}  // namespace tapis
