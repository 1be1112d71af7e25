#!/usr/bin/env bash
# The PHH import benchmark (not a test): 1,000 real hands through the CLI against issue 13's 1 s,
# the native import of the same file in the same run, the CLI's phases and the JS API
# (bench/phh.mjs). Needs the WASM build (scripts/build-wasm.sh); builds the native tool in
# build-equity/ (Release, the objects scripts/bench-equity.sh builds). scripts/bench-phh.sh [--runs N]
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f web/wasm-build/tapis-equity.wasm ] || bash scripts/build-wasm.sh
cmake -S . -B build-equity -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build-equity -j2 --target tapis_phh >/dev/null
node bench/phh.mjs --native build-equity/tapis_phh "$@"
