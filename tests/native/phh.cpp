// tapis_phh from FILE | tapis_phh to FILE: the native PHH import (reports) or export (debugging
// aid and the native side of scripts/bench-phh.sh; the CLI is bin/tapis.mjs).
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "core/phh/phh_entry.hpp"
#include "core/phh/phh_export.hpp"

int main(int argc, char** argv) {
  if (argc != 3 || (std::string(argv[1]) != "from" && std::string(argv[1]) != "to")) {
    std::fprintf(stderr, "usage: tapis_phh from hand.phh | tapis_phh to spec.json\n");
    return 2;
  }
  std::ifstream in(argv[2], std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", argv[2]);
    return 2;
  }
  std::stringstream text;
  text << in.rdbuf();
  const std::string out =
      std::string(argv[1]) == "from" ? tapis::from_phh(text.str()) : tapis::to_phh(text.str());
  std::printf("%s\n", out.c_str());
  return 0;
}
