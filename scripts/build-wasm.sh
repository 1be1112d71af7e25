#!/usr/bin/env bash
# Builds the core into web/wasm-build/tapis.{mjs,wasm} (the page: pots, hands, showdowns),
# tapis-quick.{mjs,wasm} (the same without hands played action by action: the first load),
# tapis-practice.{mjs,wasm} (the same plus the practice drills) and tapis-equity.{mjs,wasm} (the
# whole core, the equity engine included) with Debian's Emscripten.
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's Emscripten finds its JS optimizer's modules (acorn) through NODE_PATH.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
out="$PWD/web/wasm-build"
mkdir -p "$out"
# The page's module is built for size (-Os: about half the bytes of -O3, see `npm run bench`).
# The equity module, which loads only when a job asks for equity, has its own build directory:
# -O3 for the cards and the equity engine (-Os made its enumerations five times slower) and the
# JSON reader and writer (a hand history's import), -Os for the rest (TAPIS_WASM_SMALL_REST,
# CMakeLists.txt).
configure() {  # configure DIR BUILD_TYPE SMALL_REST
  if ! grep -q "CMAKE_BUILD_TYPE:STRING=$2" "$1/CMakeCache.txt" 2>/dev/null ||
    ! grep -q "TAPIS_WASM_SMALL_REST:UNINITIALIZED=$3" "$1/CMakeCache.txt" 2>/dev/null ||
    [ CMakeLists.txt -nt "$1/CMakeCache.txt" ]; then  # a new target is only known once configured
    emcmake cmake -S . -B "$1" -DCMAKE_BUILD_TYPE="$2" -DTAPIS_WASM_SMALL_REST="$3" \
      -DTAPIS_WASM_OUT="$out" >/dev/null
  fi
}
configure build-wasm MinSizeRel OFF
configure build-wasm-equity Release ON
cmake --build build-wasm -j2 --target tapis_wasm tapis_quick_wasm tapis_practice_wasm
cmake --build build-wasm-equity -j2 --target tapis_equity_wasm
