#!/usr/bin/env bash
# Benchmarks (never timed tests): the hand evaluator natively and in WASM beside the npm
# evaluators, then anything else under bench/ that has a runner.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
for runner in scripts/bench-*.sh; do
  [ -f "$runner" ] || continue
  printf '\n== %s ==\n' "$runner"
  bash "$runner"
done
