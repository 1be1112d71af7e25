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
# doctest runs on one core beside the WASM build (about a minute less on two cores); its report is
# printed once the build is done.
doctest_log="$(mktemp)"
trap 'kill "${doctest_pid:-}" 2>/dev/null || true; rm -f "$doctest_log"' EXIT
./build-native-debug/tapis_tests >"$doctest_log" 2>&1 &
doctest_pid=$!

step "WASM build (doctest running beside it)"
bash scripts/build-wasm.sh

step "core (doctest's report)"
doctest_status=0
wait "$doctest_pid" || doctest_status=$?
cat "$doctest_log"
[ "$doctest_status" -eq 0 ] || exit "$doctest_status"

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
