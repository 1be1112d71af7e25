#!/usr/bin/env bash
# Builds the betting-engine fuzzer (libFuzzer, ASan, UBSan, invariants on) in build-fuzz/ and
# runs it for a bounded time: scripts/fuzz.sh [seconds] (default 60). Exits non-zero on a crash,
# leaving the input that caused it in build-fuzz/crash-*.
set -euo pipefail
seconds="${1:-60}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/build-fuzz"
cxx="${TAPIS_FUZZ_CXX:-clang++-14}"

cmake -S "$root/fuzz" -B "$out" -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE=Debug >/dev/null
cmake --build "$out" -j2
mkdir -p "$out/corpus"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
"$out/fuzz_hand" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 \
  -artifact_prefix="$out/" "$out/corpus"
