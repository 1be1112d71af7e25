#!/usr/bin/env bash
# Builds the core into web/wasm-build/tapis.{mjs,wasm} (the page: pots, hands, showdowns) and
# tapis-equity.{mjs,wasm} (the same plus the equity engine) with Debian's Emscripten.
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's Emscripten finds its JS optimizer's modules (acorn) through NODE_PATH.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
out="$PWD/web/wasm-build"
mkdir -p "$out"
# The page's module is built for size (-Os: about half the bytes of -O3, see `npm run bench`);
# the evaluator and equity benchmarks build their own -O3 modules.
if ! grep -q "CMAKE_BUILD_TYPE:STRING=MinSizeRel" build-wasm/CMakeCache.txt 2>/dev/null; then
  emcmake cmake -S . -B build-wasm -DCMAKE_BUILD_TYPE=MinSizeRel -DTAPIS_WASM_OUT="$out" >/dev/null
fi
cmake --build build-wasm -j2 --target tapis_wasm tapis_equity_wasm
