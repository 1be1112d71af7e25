// The Embind layer: strings in, strings out. Every rule and every check lives in core/.
// Both modules (tapis and tapis-equity, see CMakeLists.txt) have these.
#include <emscripten/bind.h>

#include <string>

#include "core/report/analyze.hpp"
#include "core/showdown/showdown.hpp"

namespace {

std::string analyze(const std::string& spec) {
  return tapis::analyze(spec);
}

std::string rank_hand(const std::string& game, const std::string& hole, const std::string& board) {
  return tapis::rank_hand_text(game, hole, board);
}

}  // namespace

EMSCRIPTEN_BINDINGS(tapis) {
  emscripten::function("analyze", &analyze);
  emscripten::function("rankHand", &rank_hand);
}
