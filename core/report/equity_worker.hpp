#pragma once
#include <string>
#include <string_view>

namespace tapis {

// The Web Worker protocol: the spec as text (with or without "equity"), answers as JSON text.
// A page computes in chunks, merges the sums (adds counts with the same pot and mask, adds
// "weight" and "units") and asks the core for the numbers; no rule lives in JS.
//   plan:   {ok, errors, exact, units, chunk (units per call), boards (exact: deals to count)}
//   chunk:  {ok, errors, sums: {units, weight, pots: [[[mask, count], ...], ...], joint?}}
//   finish: {ok, errors, equity: {..., done}}; done: every unit merged (exact) or the
//           precision or maxSamples reached (Monte Carlo: merge units in order, 0, 1, 2...).
// A page running the chunks in order, on one thread, takes one step at a time instead: the plan,
// the next chunk after the merged sums so far ("null" before the first), those sums with it
// merged, and their numbers, from one analysis of the spec where the three calls make three.
//   step:   {ok, errors, plan: {as plan's}, sums: {as chunk's, merged}, equity: {as finish's}}
// With prize money (issue 31) the sums also hold "joint": [[[mask of each contested pot], count],
// ...] (merged by adding counts with the same masks), and finish and step answer the report's
// "prizeEquity", whose "expected" is set once the equity is done.
std::string equity_plan(std::string_view spec_text);
std::string equity_chunk(std::string_view spec_text, double from, double to);
std::string equity_finish(std::string_view spec_text, std::string_view sums_text);
std::string equity_step(std::string_view spec_text, std::string_view sums_text);

}  // namespace tapis
