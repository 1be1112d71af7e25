// The Embind layer: strings in, strings out. Every rule and every check lives in core/.
#include <emscripten/bind.h>

#include <string>

#include "core/analyze.hpp"
#include "core/equity.hpp"
#include "core/showdown.hpp"

namespace {

std::string analyze(const std::string& spec) {
  return tapis::analyze(spec);
}

std::string rank_hand(const std::string& game, const std::string& hole, const std::string& board) {
  return tapis::rank_hand_text(game, hole, board);
}

// Equity in chunks for a Web Worker (core/equity.hpp): unit ranges as numbers, sums as text.
std::string equity_plan(const std::string& spec) {
  return tapis::equity_plan(spec);
}
std::string equity_chunk(const std::string& spec, double from, double to) {
  return tapis::equity_chunk(spec, from, to);
}
std::string equity_finish(const std::string& spec, const std::string& sums) {
  return tapis::equity_finish(spec, sums);
}

}  // namespace

EMSCRIPTEN_BINDINGS(tapis) {
  emscripten::function("analyze", &analyze);
  emscripten::function("rankHand", &rank_hand);
  emscripten::function("equityPlan", &equity_plan);
  emscripten::function("equityChunk", &equity_chunk);
  emscripten::function("equityFinish", &equity_finish);
}
