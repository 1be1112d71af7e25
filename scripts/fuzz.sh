#!/usr/bin/env bash
# Builds the fuzzers (libFuzzer, ASan, UBSan, invariants on) in build-fuzz/, the betting engine's,
# the JSON round trip's and the hand histories' (PHH), and runs them for a bounded time in all:
# scripts/fuzz.sh [seconds] (default 60). Exits non-zero on a crash, leaving the input in
# build-fuzz/<target>-crash-*.
set -euo pipefail
seconds="${1:-60}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/build-fuzz"
cxx="${TAPIS_FUZZ_CXX:-clang++-14}"

cmake -S "$root/fuzz" -B "$out" -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE=Debug >/dev/null
cmake --build "$out" -j2
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
# Half the time for the betting engine, a quarter each for the JSON and the PHH round trips. Each
# fuzzer runs on one core: the betting engine's on one, the two round trips one after the other on
# the other, so the step takes half its time on two cores. Their logs are printed in turn.
run_target() {  # run_target TARGET SECONDS: the fuzzer's log in $out/TARGET.log
  local target="$1" share="$2" extra=()
  mkdir -p "$out/corpus-$target"
  if [ "$target" = fuzz_phh ]; then
    # The hand histories start from the real ones, a hand a seed (a whole file is slow to mutate).
    awk -v dir="$out/corpus-$target" '/^\[/ { n++ } n > 0 && n <= 400 { print > (dir "/seed-" n ".phh") }' \
      "$root"/tests/fixtures/phh/*.phhs
    cp -n "$root"/tests/fixtures/phh/standard/*.phh "$root"/tests/fixtures/phh/*.phh "$out/corpus-$target/"
    extra=(-max_len=4096)
  fi
  "$out/$target" "${extra[@]}" -max_total_time="$share" -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$out/$target-" "$out/corpus-$target" > "$out/$target.log" 2>&1
}
rm -f "$out"/fuzz_*.log
run_target fuzz_hand $((seconds / 2)) &
hand=$!
status=0
run_target fuzz_json $((seconds / 4)) || status=$?
[ "$status" -ne 0 ] || run_target fuzz_phh $((seconds - seconds / 2 - seconds / 4)) || status=$?
wait "$hand" || status=$?
for target in fuzz_hand fuzz_json fuzz_phh; do
  [ -f "$out/$target.log" ] && cat "$out/$target.log"
done
exit "$status"
