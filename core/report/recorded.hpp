#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/base/chips.hpp"
#include "core/base/money.hpp"
#include "core/json/json.hpp"
#include "core/spec/reader.hpp"

namespace tapis {

// A played deal's recorded result, when the spec comes from a hand history (PHH `winnings` and
// `finishing_stacks`): "recorded": {"winnings": [...], "finishingStacks": [...]}, one amount per
// seat in the spec's money unit. Errors: spec.type, amount.*, recorded.length (not one amount a
// seat).
struct Recorded {
  std::optional<std::vector<Chips>> winnings;   // pots each seat collected, after the house's cut
  std::optional<std::vector<Chips>> finishing;  // each seat's stack after the hand
};
std::optional<Recorded> read_recorded(Reader& r, const Json& spec, int seats);

// The deal as Tapis played it, by seat: what the recorded result is held against.
struct PlayedResult {
  bool over = false;
  std::vector<std::string> names;
  std::vector<Chips> start;      // the stack he sat down with
  std::vector<Chips> committed;  // all he put in, dead chips too
  std::vector<Chips> payout;     // the pots he won and his uncalled chips back (report "payouts")
  std::vector<Chips> returned;   // his uncalled chips back (report "returned")
  std::vector<bool> waiting;     // a pot he may win waits for a showdown Tapis cannot decide
  Chips in_pots = 0;             // every pot's amount
};

// One player of report "recorded".
//   collected  what Tapis awards the player (pots, not his uncalled chips coming back)
//   stack      his stack after the hand as Tapis plays it: start - committed + collected + returned
//   status     "agrees" (equal), "raked" (a winner who got less: the house's cut), "disagrees",
//              "undecided" (a pot he may win waits for a showdown Tapis cannot decide),
//              "unfinished" (the history stops before the end of the hand), "unrecorded"
//              (winnings all 0 though a pot was won, "winningsEmpty": the file records nothing)
enum class RecordedStatus { Agrees, Raked, Disagrees, Undecided, Unfinished, Unrecorded };
struct RecordedRow {
  std::string name;
  std::optional<Chips> collected;  // null while the hand is not over
  std::optional<Chips> stack;
  std::optional<Chips> winnings;         // as recorded, when the file has them
  std::optional<Chips> finishing_stack;  // as recorded, when the file has them
  RecordedStatus status = RecordedStatus::Unrecorded;
};

// Report "recorded": whether Tapis's result agrees with it, per player and in all, and what the
// house kept (online winnings are net of the rake: PHH optional.rst, "Winnings").
//   rake       all the pots less all the winnings (or all the starting stacks less all the
//              finishing stacks); null while the hand is not over. A big blind who collects a
//              walk may be recorded with his own unmatched blind (site logs do) or without it
//              (Tapis returns it uncalled): both agree, and the rake counts it as he was recorded.
//   agrees     false when a player disagrees; true when every player was judged and agrees (or
//              was raked); null otherwise
struct RecordedPart {
  std::optional<bool> agrees;
  bool winnings_empty = false;
  std::optional<Chips> rake;
  std::vector<RecordedRow> players;
};
RecordedPart recorded_part(const PlayedResult& played, const Recorded& recorded);
// Sets "recorded" on `report`.
void write_recorded_part(Json& report, const RecordedPart& part, const Money& money);

// report "source": the spec's "source" (where a hand was imported from) without its "fields".
void write_source(Json& report, const Json& spec);

}  // namespace tapis
