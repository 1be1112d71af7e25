// The Embind layer: strings in, strings out. Every rule and every check lives in core/.
// Both modules (tapis and tapis-equity, see CMakeLists.txt) have these.
#include <emscripten/bind.h>

#include <string>

#include "core/report/analyze.hpp"
#include "core/report/card_tools.hpp"

namespace {

std::string analyze(const std::string& spec) {
  return tapis::analyze(spec);
}

std::string rank_hand(const std::string& game, const std::string& hole, const std::string& board) {
  return tapis::rank_hand_text(game, hole, board);
}

std::string parse_cards(const std::string& text, const std::string& game) {
  return tapis::parse_cards_text(text, game);
}

}  // namespace

EMSCRIPTEN_BINDINGS(tapis) {
  emscripten::function("analyze", &analyze);
  emscripten::function("rankHand", &rank_hand);
  emscripten::function("parseCards", &parse_cards);
}
