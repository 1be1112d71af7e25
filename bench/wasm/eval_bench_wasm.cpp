// The evaluator benchmark's loops inside WASM, driven by bench/evaluator.mjs: node passes plain
// integers (pointers into WASM memory, counts) and reads back plain integers.
#include <emscripten/emscripten.h>

#include <cstdint>
#include <new>

#include "bench/eval_loops.hpp"
#include "core/cards/evaluator.hpp"

using namespace tapis;

namespace {

const Evaluator& holdem() {
  return Evaluator::of(Rules{});
}

}  // namespace

extern "C" {

// Room for `count` hands of 7 cards, one byte each (rank * 4 + suit); node fills it.
EMSCRIPTEN_KEEPALIVE Card* eval_bench_alloc(std::uint32_t count) {
  return new (std::nothrow) Card[std::size_t{count} * 7];
}

// Builds the hold'em tables (first use); returns their size in bytes.
EMSCRIPTEN_KEEPALIVE std::uint32_t eval_bench_table_bytes() {
  return static_cast<std::uint32_t>(Evaluator::build_stats(Rules{}).bytes);
}

EMSCRIPTEN_KEEPALIVE double eval_bench_table_build_ms() {
  return Evaluator::build_stats(Rules{}).milliseconds;
}

// The same hands as card sets (converted before any timing).
EMSCRIPTEN_KEEPALIVE CardSet* eval_bench_to_sets(const Card* hands, std::uint32_t count) {
  auto* sets = new (std::nothrow) CardSet[count];
  if (!sets) return nullptr;
  for (std::uint32_t h = 0; h < count; ++h)
    sets[h] = CardSet::of(std::span<const Card>(hands + 7 * std::size_t{h}, 7));
  return sets;
}

// The same hands as incremental keys (16 bytes a hand).
EMSCRIPTEN_KEEPALIVE HandKey* eval_bench_to_keys(const Card* hands, std::uint32_t count) {
  auto* keys = new (std::nothrow) HandKey[count];
  if (!keys) return nullptr;
  for (std::uint32_t h = 0; h < count; ++h)
    keys[h] = make_key(std::span<const Card>(hands + 7 * std::size_t{h}, 7));
  return keys;
}

EMSCRIPTEN_KEEPALIVE std::uint32_t eval_bench_run_keys(const HandKey* keys, std::uint32_t count) {
  return static_cast<std::uint32_t>(bench::sum_values(holdem(), keys, count));
}

// Values every hand; returns the sum of the raw values (mod 2^32) to compare with native.
EMSCRIPTEN_KEEPALIVE std::uint32_t eval_bench_run(const Card* hands, std::uint32_t count) {
  return static_cast<std::uint32_t>(bench::sum_values(holdem(), hands, count));
}

EMSCRIPTEN_KEEPALIVE std::uint32_t eval_bench_run_sets(const CardSet* sets, std::uint32_t count) {
  return static_cast<std::uint32_t>(bench::sum_values(holdem(), sets, count));
}

EMSCRIPTEN_KEEPALIVE std::uint32_t eval_bench_run_sets_plain(const CardSet* sets,
                                                             std::uint32_t count) {
  return static_cast<std::uint32_t>(bench::sum_values_plain(holdem(), sets, count));
}

// Each hand's raw value, to compare orderings with other evaluators.
EMSCRIPTEN_KEEPALIVE std::uint16_t* eval_bench_values(const Card* hands, std::uint32_t count) {
  auto* out = new (std::nothrow) std::uint16_t[count];
  if (!out) return nullptr;
  const Evaluator e = holdem();
  for (std::uint32_t h = 0; h < count; ++h)
    out[h] = e.value(std::span<const Card>(hands + 7 * std::size_t{h}, 7)).raw;
  return out;
}

// All 133,784,560 seven-card hands, incrementally; returns the checksum (mod 2^32).
EMSCRIPTEN_KEEPALIVE std::uint32_t eval_bench_enumerate() {
  return static_cast<std::uint32_t>(bench::enumerate_all(holdem()));
}

}  // extern "C"
