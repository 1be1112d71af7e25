// tapis_report FILE: the native report for one spec (debugging aid; the CLI is bin/tapis.mjs).
#include <cstdio>
#include <fstream>
#include <sstream>

#include "core/report/analyze.hpp"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: tapis_report spec.json\n");
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", argv[1]);
    return 2;
  }
  std::stringstream text;
  text << in.rdbuf();
  std::printf("%s\n", tapis::analyze(text.str()).c_str());
  return 0;
}
