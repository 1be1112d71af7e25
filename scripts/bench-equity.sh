#!/usr/bin/env bash
# The equity benchmark (not a test): bench/native/equity_bench.cpp built natively (Release) and,
# the same file, with Emscripten; node runs both and prints them side by side; then the browser's
# equity module (bench/equity-module.mjs) against the issue's targets. Absolute figures on a
# noisy machine: Tapis against OMPEval: scripts/bench-vs-ompeval.sh (bench/RESULTS.md).
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

# --no-liftoff on node's command line: set at run time it often does not take effect.
node --no-liftoff bench/equity.mjs --native build-equity/equity_bench \
  --wasm build-equity-wasm/tapis_equity_bench.mjs "$@"

# The browser's own equity module, with V8's default tiers as a browser runs it.
[ -f web/wasm-build/tapis-equity.wasm ] || bash scripts/build-wasm.sh >/dev/null
echo
node bench/equity-module.mjs
