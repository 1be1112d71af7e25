#!/usr/bin/env bash
# The hand evaluator's benchmark (not a test): builds eval_bench natively (-O3, x86-64-v2 on
# x86-64: portable to the CI machines) and the WASM loop with Emscripten, each in its own build
# directory, then node runs both beside the npm evaluators on the same hands.
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's Emscripten finds its JS optimizer's modules (acorn) through NODE_PATH.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

flags="-O3 -DNDEBUG"
[ "$(uname -m)" = x86_64 ] && flags="$flags -march=x86-64-v2"
cmake -S . -B build-bench-native -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="$flags" >/dev/null
cmake --build build-bench-native -j2 --target eval_bench >/dev/null

# TAPIS_WASM_OUT only names where the (unbuilt here) page module would go.
emcmake cmake -S . -B build-bench-wasm -DCMAKE_BUILD_TYPE=Release \
  -DTAPIS_WASM_OUT="$PWD/build-bench-wasm/page" >/dev/null 2> >(grep -v '^configure:' >&2)
cmake --build build-bench-wasm -j2 --target tapis_eval_bench >/dev/null

# --no-liftoff on node's command line: set at run time it often does not take effect.
node --no-liftoff bench/evaluator.mjs --native build-bench-native/eval_bench \
  --wasm build-bench-wasm/tapis_eval_bench.mjs "$@"
