#!/usr/bin/env bash
# The ICM benchmark (not a test): bench/native/icm_bench.cpp (the dynamic programme beside the
# plain recursion, and Monte Carlo above the exact limit) natively, then the browser's page module
# answering specs with prizes (bench/icm-module.mjs) against issue 31's targets.
# Then the equity module: prize money expected over the deals against chip equity alone
# (bench/prize-expected-module.mjs, target 1.5x).
# scripts/bench-icm.sh [--reps N]
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build-equity -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build-equity -j2 --target icm_bench >/dev/null
build-equity/icm_bench "$@"
[ -f web/wasm-build/tapis.wasm ] || bash scripts/build-wasm.sh >/dev/null
echo
node bench/icm-module.mjs
echo
node bench/prize-expected-module.mjs
