#pragma once
// Issue 32: a practice exercise asked for by a spec, and the player's answer.
//   "practice": {"drill": "sidepots" | "handpots" | "raises" | "reopen" | "showdown" |
//                "winners" | "places",
//                "seed": 42,
//                "level": 1 to 5}
//   sidepots, handpots:
//             "answer": {"pots": [{"amount": 1200, "eligible": ["A", "B"]}, ...],
//                        "returned": {"D": 500}}
//   raises:   "answer": {"to": 600}
//   reopen:   "answer": {"actions": ["fold", "call"]}
//   showdown: "answer": {"first": "B"}, or "all" (every hand face up at once)
//   winners:  "answer": {"pots": [{"winners": ["A", "C"]}, ...], "collects": {"A": 601, "C": 600}}
//   places:   "answer": {"places": {"C": 4, "B": 5}, "prizes": {"C": 120.5}}
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/json/json.hpp"
#include "core/practice/side_pot_drill.hpp"
#include "core/spec/reader.hpp"

namespace tapis {

struct PracticeSpec {
  std::string drill = "sidepots";
  std::uint64_t seed = 1;
  int level = 1;
};

// nullopt with the errors added when "practice" cannot be read.
std::optional<PracticeSpec> read_practice(Reader& r, const Json& practice);

// The answer to a side-pot drill; `names`: the drill's players. Errors at their field (amounts in
// the drill's money unit, names that are not the table's); what cannot be read is left out.
SidePotAnswer read_side_pot_answer(Reader& r, const Json& answer,
                                   const std::vector<std::string>& names);

// The answer to a raise drill: the street total, or nullopt (not given, or an error at
// "answer.to").
std::optional<Chips> read_raise_answer(Reader& r, const Json& answer);

// The answer to a "does it reopen?" drill: the actions the player may take (any of "fold",
// "call", "raise"; an unknown one is spec.unknown_value at "answer.actions[i]").
struct ReopenAnswer {
  bool fold = false, call = false, raise = false;
};
ReopenAnswer read_reopen_answer(Reader& r, const Json& answer);

// The answer to a showdown-order drill: who shows first (a seat of `names`), or every hand at
// once ("all"). Not given: nothing (graded wrong); another name: spec.unknown_value at
// "answer.first".
struct ShowAnswer {
  int seat = -1;
  bool all = false;
};
ShowAnswer read_show_answer(Reader& r, const Json& answer, const std::vector<std::string>& names);

// The answer to a "who wins what" drill: each pot's winners (seats; a pot left out has none) and
// what each seat collects (0 when not given). Errors at their field: a name that is not the
// table's, an amount in the wrong unit.
struct WinnerAnswer {
  std::vector<std::vector<int>> pots;
  std::vector<Chips> collects;  // by seat
};
WinnerAnswer read_winner_answer(Reader& r, const Json& answer,
                                const std::vector<std::string>& names);

// The answer to a finishing-places drill: the place of each player who busts (1 to `most`; a
// player left out is still in) and his prize in money (cents; left out: nothing). Errors at
// "answer.places" or "answer.prizes" with the player.
struct PlaceAnswer {
  std::vector<std::optional<int>> places;  // by seat
  std::vector<std::int64_t> prizes;        // by seat, in cents
};
PlaceAnswer read_place_answer(Reader& r, const Json& answer, const std::vector<std::string>& names,
                              int most);

}  // namespace tapis
