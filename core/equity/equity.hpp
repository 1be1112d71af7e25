#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/cards/card.hpp"
#include "core/json/json.hpp"
#include "core/report/error.hpp"
#include "core/spec/reader.hpp"

namespace tapis {

struct ShowdownInput;

// Issue 6: each player's chances in every pot, and the chips he collects on average, over every
// way the cards still unknown can fall (board cards to come, hands dealt at random).
//
// Spec: "equity": true, or an object with these fields (defaults shown), plus "dead": cards
// nobody can get (folded players' known cards are dead too):
//   seed 1, maxSamples 1000000, precision 0.001 (Monte Carlo stops once every pot share's
//   standard error is at most this), exactLimit 2000000 (enumerate every deal when there are
//   at most this many, else Monte Carlo), runs 1 (2 or 3: the board will be run that many times;
//   spec "runs" with no cards dealt yet say the same).
// The worker protocol adds one of: "plan": true, "chunk": [from, to], "sums": {...}, "step":
// true or {...} (see equity_plan / equity_chunk / equity_finish / equity_step below).
struct EquityOptions {
  std::uint64_t seed = 1;
  std::int64_t max_samples = 1'000'000;
  double precision = 0.001;
  std::int64_t exact_limit = 2'000'000;
  int runs = 1;
};

struct EquityRequest {
  EquityOptions options;
  std::vector<Card> dead;
  enum class Mode { Full, Plan, Chunk, Finish, Step } mode = Mode::Full;
  std::int64_t from = 0, to = 0;  // Mode::Chunk: the units to compute
  Json sums;  // Mode::Finish: merged sums of every chunk so far; Mode::Step: the same, or null
};

// Reads "equity" and "dead" from a spec: an empty request when equity is absent, null or false;
// nullopt when it has errors (added to the reader): spec.type, spec.range, equity.chunk,
// equity.step, cards.unknown, cards.duplicate.
std::optional<std::optional<EquityRequest>> read_equity_request(Reader& r, const Json& spec);

// Adds "equity" to a finished report (quick mode, or a hand played to its end). Errors:
// equity.with_ranking, equity.runs_dealt, equity.pineapple_discard, equity.not_enough_cards,
// equity.chunk, equity.sums, eval.hole_count, cards.duplicate, cards.not_in_deck.
std::optional<Error> write_equity(Json& report, const ShowdownInput& in,
                                  const EquityRequest& request);

// The Web Worker protocol: the spec as text (with or without "equity"), answers as JSON text.
// A page computes in chunks, merges the sums (adds counts with the same pot and mask, adds
// "weight" and "units") and asks the core for the numbers; no rule lives in JS.
//   plan:   {ok, errors, exact, units, chunk (units per call), boards (exact: deals to count)}
//   chunk:  {ok, errors, sums: {units, weight, pots: [[[mask, count], ...], ...]}}
//   finish: {ok, errors, equity: {..., done}}; done: every unit merged (exact) or the
//           precision or maxSamples reached (Monte Carlo: merge units in order, 0, 1, 2...).
// A page running the chunks in order, on one thread, takes one step at a time instead: the plan,
// the next chunk after the merged sums so far ("null" before the first), those sums with it
// merged, and their numbers, from one analysis of the spec where the three calls make three.
//   step:   {ok, errors, plan: {as plan's}, sums: {as chunk's, merged}, equity: {as finish's}}
std::string equity_plan(std::string_view spec_text);
std::string equity_chunk(std::string_view spec_text, double from, double to);
std::string equity_finish(std::string_view spec_text, std::string_view sums_text);
std::string equity_step(std::string_view spec_text, std::string_view sums_text);

}  // namespace tapis
