#!/usr/bin/env bash
# Builds the fuzzers (libFuzzer, ASan, UBSan, invariants on) in build-fuzz/, the betting engine's
# and the JSON round trip's, and runs them for a bounded time in all: scripts/fuzz.sh [seconds]
# (default 60). Exits non-zero on a crash, leaving the input in build-fuzz/<target>-crash-*.
set -euo pipefail
seconds="${1:-60}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/build-fuzz"
cxx="${TAPIS_FUZZ_CXX:-clang++-14}"

cmake -S "$root/fuzz" -B "$out" -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE=Debug >/dev/null
cmake --build "$out" -j2
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
# Two thirds of the time for the betting engine, a third for the JSON round trip.
for target in fuzz_hand fuzz_json; do
  share=$((seconds * 2 / 3))
  [ "$target" = fuzz_json ] && share=$((seconds - seconds * 2 / 3))
  mkdir -p "$out/corpus-$target"
  "$out/$target" -max_total_time="$share" -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$out/$target-" "$out/corpus-$target"
done
