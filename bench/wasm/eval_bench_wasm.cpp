// The evaluator benchmark's loops inside WASM, driven by bench/evaluator.mjs: node passes
// plain integers (a pointer into WASM memory, a count) and reads back plain integers.
#include <emscripten/emscripten.h>

#include <array>
#include <cstdint>
#include <cstdlib>

#include "core/evaluator.hpp"

using namespace tapis;

extern "C" {

// Room for `count` hands of 7 card indices (rank * 4 + suit); node fills it.
EMSCRIPTEN_KEEPALIVE std::uint8_t* eval_bench_alloc(std::uint32_t count) {
  return static_cast<std::uint8_t*>(std::malloc(std::size_t{count} * 7 + 8));
}

// Builds the hold'em tables (first use); returns their size in bytes.
EMSCRIPTEN_KEEPALIVE std::uint32_t eval_bench_table_bytes() {
  return static_cast<std::uint32_t>(Evaluator::build_stats(Rules{}).bytes);
}

EMSCRIPTEN_KEEPALIVE double eval_bench_table_build_ms() {
  return Evaluator::build_stats(Rules{}).milliseconds;
}

// Values every hand; returns the sum of the raw values (mod 2^32) to compare with native.
EMSCRIPTEN_KEEPALIVE std::uint32_t eval_bench_run(const std::uint8_t* hands, std::uint32_t count) {
  const Evaluator e = Evaluator::of(Rules{});
  const Card* cards = reinterpret_cast<const Card*>(hands);
  std::uint32_t checksum = 0;
  for (std::uint32_t h = 0; h < count; ++h)
    checksum += e.value(std::span<const Card>(cards + 7 * std::size_t{h}, 7)).raw;
  return checksum;
}

// All 133,784,560 seven-card hands, incrementally; returns the checksum (mod 2^32).
EMSCRIPTEN_KEEPALIVE std::uint32_t eval_bench_enumerate() {
  const Evaluator e = Evaluator::of(Rules{});
  std::array<Card, kCardCount> d;
  for (int i = 0; i < kCardCount; ++i) d[i] = *Card::from_index(i);
  std::uint32_t checksum = 0;
  for (int a = 0; a < 52; ++a) {
    const HandKey ka = add(HandKey{}, d[a]);
    for (int b = a + 1; b < 52; ++b) {
      const HandKey kb = add(ka, d[b]);
      for (int c = b + 1; c < 52; ++c) {
        const HandKey kc = add(kb, d[c]);
        for (int x = c + 1; x < 52; ++x) {
          const HandKey kx = add(kc, d[x]);
          for (int y = x + 1; y < 52; ++y) {
            const HandKey ky = add(kx, d[y]);
            for (int z = y + 1; z < 52; ++z) {
              const HandKey kz = add(ky, d[z]);
              for (int w = z + 1; w < 52; ++w) checksum += e.value(add(kz, d[w])).raw;
            }
          }
        }
      }
    }
  }
  return checksum;
}

}  // extern "C"
