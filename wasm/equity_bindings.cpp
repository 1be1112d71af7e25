// Equity in chunks for a Web Worker (core/report/equity_worker.hpp): unit ranges as numbers, sums
// as text. Only the tapis-equity module has these.
#include <emscripten/bind.h>

#include <string>

#include "core/report/equity_worker.hpp"

namespace {

std::string equity_plan(const std::string& spec) {
  return tapis::equity_plan(spec);
}
std::string equity_chunk(const std::string& spec, double from, double to) {
  return tapis::equity_chunk(spec, from, to);
}
std::string equity_finish(const std::string& spec, const std::string& sums) {
  return tapis::equity_finish(spec, sums);
}
std::string equity_step(const std::string& spec, const std::string& sums) {
  return tapis::equity_step(spec, sums);
}

}  // namespace

EMSCRIPTEN_BINDINGS(tapis_equity) {
  emscripten::function("equityPlan", &equity_plan);
  emscripten::function("equityChunk", &equity_chunk);
  emscripten::function("equityFinish", &equity_finish);
  emscripten::function("equityStep", &equity_step);
}
