#!/usr/bin/env bash
# The PHH import benchmark (not a test): 1,000 real hands through the CLI and the JS API
# (bench/phh.mjs). Needs the WASM build (scripts/build-wasm.sh). scripts/bench-phh.sh [--runs N]
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f web/wasm-build/tapis-equity.wasm ] || bash scripts/build-wasm.sh
node bench/phh.mjs "$@"
