// Hand histories (PHH) in and out (core/phh/): text in, text out. Only the tapis-equity module
// (the whole core) has these: the page's module stays small for its first load, and the page
// loads the whole module when a hand is imported (as it does for equity).
#include <emscripten/bind.h>

#include <string>

#include "core/phh/phh_entry.hpp"
#include "core/phh/phh_export.hpp"

namespace {

std::string from_phh(const std::string& text) {
  return tapis::from_phh(text);
}

std::string to_phh(const std::string& spec) {
  return tapis::to_phh(spec);
}

}  // namespace

EMSCRIPTEN_BINDINGS(tapis_phh) {
  emscripten::function("fromPhh", &from_phh);
  emscripten::function("toPhh", &to_phh);
}
