#!/usr/bin/env bash
# Every test, from nothing: installs what is missing, builds the native core and the WASM
# module, then runs doctest (core), node --test (JS API, CLI, checksum), the fuzzer for a
# bounded time, and Playwright in Debian's Chromium (the page).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step says when it starts, in seconds since the run began (the whole run's budget is 30 min).
step() { printf '\n== %s (at %d s) ==\n' "$*" "$SECONDS"; }

step setup
bash scripts/setup.sh

step "lint and format (eslint, prettier, clang-format)"
npm run --silent lint

step "core (doctest, debug build with the invariant checker)"
bash scripts/build-native.sh Debug
./build-native-debug/tapis_tests

step "WASM build"
bash scripts/build-wasm.sh

step "JS API, CLI and checksum (node --test)"
node --test tests/node/

if [ -f scripts/fuzz.sh ]; then
  step "fuzz (${TAPIS_FUZZ_SECONDS:-60} s)"
  bash scripts/fuzz.sh "${TAPIS_FUZZ_SECONDS:-60}"
fi

if [ -f playwright.config.js ]; then
  step "page (Playwright, Chromium)"
  npx playwright test
fi
step "done"
