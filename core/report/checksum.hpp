#pragma once
#include <cstdint>
#include <string_view>

namespace tapis {

// FNV-1a over report text. Native and WASM builds must print the same checksum for the same
// specs (tests/node/checksum.test.mjs compares them), so a difference in either shows at once.
constexpr std::uint64_t fnv1a(std::string_view text, std::uint64_t h = 0xcbf29ce484222325ull) {
  for (unsigned char c : text) {
    h ^= c;
    h *= 0x100000001b3ull;
  }
  return h;
}

}  // namespace tapis
