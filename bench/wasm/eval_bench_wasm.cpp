// The evaluator benchmark's loops inside WASM, driven by bench/evaluator.mjs: node passes plain
// integers (pointers into WASM memory, counts) and reads back plain integers.
#include <emscripten/emscripten.h>

#include <cstdint>
#include <new>

#include "core/evaluator.hpp"

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

// Values every hand; returns the sum of the raw values (mod 2^32) to compare with native.
EMSCRIPTEN_KEEPALIVE std::uint32_t eval_bench_run(const Card* hands, std::uint32_t count) {
  const Evaluator e = holdem();  // a local copy: its table pointers stay in registers
  std::uint32_t checksum = 0;
  for (std::uint32_t h = 0; h < count; ++h)
    checksum += e.value(std::span<const Card>(hands + 7 * std::size_t{h}, 7)).raw;
  return checksum;
}

EMSCRIPTEN_KEEPALIVE std::uint32_t eval_bench_run_sets(const CardSet* sets, std::uint32_t count) {
  const Evaluator e = holdem();
  std::uint32_t checksum = 0;
  for (std::uint32_t h = 0; h < count; ++h) checksum += e.value(sets[h]).raw;
  return checksum;
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
  const Evaluator e = holdem();
  const auto card = [](int i) { return *Card::from_index(i); };
  std::uint32_t checksum = 0;
  for (int a = 0; a < 52; ++a) {
    const HandKey ka = add(HandKey{}, card(a));
    for (int b = a + 1; b < 52; ++b) {
      const HandKey kb = add(ka, card(b));
      for (int c = b + 1; c < 52; ++c) {
        const HandKey kc = add(kb, card(c));
        for (int x = c + 1; x < 52; ++x) {
          const HandKey kx = add(kc, card(x));
          for (int y = x + 1; y < 52; ++y) {
            const HandKey ky = add(kx, card(y));
            for (int z = y + 1; z < 52; ++z) {
              const HandKey six = add(ky, card(z));
              std::uint32_t sum = 0;  // a local sum stays in a register
              for (int w = z + 1; w < 52; ++w) sum += e.value(add(six, card(w))).raw;
              checksum += sum;
            }
          }
        }
      }
    }
  }
  return checksum;
}

}  // extern "C"
