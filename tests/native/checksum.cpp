// tapis_checksum FILE...: analyzes each spec natively and prints one FNV-1a checksum over all
// the reports (in order). The WASM build must print the same (tests/node/checksum.test.mjs).
#include "core/report/checksum.hpp"

#include <cstdio>
#include <fstream>
#include <sstream>

#include "core/report/analyze.hpp"

int main(int argc, char** argv) {
  std::uint64_t h = tapis::fnv1a("");
  for (int i = 1; i < argc; ++i) {
    std::ifstream in(argv[i], std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "cannot read %s\n", argv[i]);
      return 2;
    }
    std::stringstream text;
    text << in.rdbuf();
    h = tapis::fnv1a(tapis::analyze(text.str()), h);
  }
  std::printf("%016llx\n", static_cast<unsigned long long>(h));
  return 0;
}
