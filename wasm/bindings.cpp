// The Embind layer: strings in, strings out. Every rule and every check lives in core/.
#include <emscripten/bind.h>

#include <string>

#include "core/analyze.hpp"

namespace {

std::string analyze(const std::string& spec) { return tapis::analyze(spec); }

}  // namespace

EMSCRIPTEN_BINDINGS(tapis) { emscripten::function("analyze", &analyze); }
