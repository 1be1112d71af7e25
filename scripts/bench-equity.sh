#!/usr/bin/env bash
# The equity benchmark (not a test): bench/native/equity_bench.cpp built natively (Release) and,
# the same file, with Emscripten; node runs both and prints them side by side with the targets.
# scripts/bench-equity.sh [--reps N]
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's Emscripten finds its JS optimizer's modules (acorn) through NODE_PATH.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

cmake -S . -B build-equity -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build-equity -j2 --target equity_bench >/dev/null

# TAPIS_WASM_OUT only names where the (unbuilt here) page module would go.
emcmake cmake -S . -B build-equity-wasm -DCMAKE_BUILD_TYPE=Release \
  -DTAPIS_WASM_OUT="$PWD/build-equity-wasm/out" >/dev/null 2> >(grep -v '^configure:' >&2)
cmake --build build-equity-wasm -j2 --target tapis_equity_bench >/dev/null

node bench/equity.mjs --native build-equity/equity_bench \
  --wasm build-equity-wasm/tapis_equity_bench.mjs "$@"
