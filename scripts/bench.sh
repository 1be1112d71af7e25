#!/usr/bin/env bash
# Benchmarks (never timed tests): the hand evaluator natively and in WASM beside the npm
# evaluators, then anything else under bench/ that has a runner.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cat <<'NOTE'
Every figure below is absolute, measured on this machine now. On a shared VM its speed moves by up
to 2x between runs, so compare Tapis with other engines only as ratios measured in one run:
OMPEVAL=<a copy of github zekyll/OMPEval> npm run bench adds the side-by-side run against it
(scripts/bench-vs-ompeval.sh; the latest results: bench/RESULTS.md).
NOTE
for runner in scripts/bench-*.sh; do
  [ -f "$runner" ] || continue
  printf '\n== %s ==\n' "$runner"
  bash "$runner"
done
