#!/usr/bin/env bash
# Builds the core into web/wasm-build/tapis.{mjs,wasm} with Debian's Emscripten.
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's Emscripten finds its JS optimizer's modules (acorn) through NODE_PATH.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
out="$PWD/web/wasm-build"
mkdir -p "$out"
if [ ! -f build-wasm/CMakeCache.txt ]; then
  emcmake cmake -S . -B build-wasm -DCMAKE_BUILD_TYPE=Release -DTAPIS_WASM_OUT="$out" >/dev/null
fi
cmake --build build-wasm -j2 --target tapis_wasm
