#!/usr/bin/env bash
# Page load benchmark (run by npm run bench; not a test): builds the site into a temporary
# directory, serves it with vite preview on a free port, and runs bench/page-load.mjs (bytes per
# first load, raw and gzip; navigation → first pot table, median of BENCH_RUNS runs, default 15),
# then bench/lighthouse.mjs (Lighthouse's scores and CLS for the three pages, mobile and desktop;
# BENCH_LIGHTHOUSE=0 skips it).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f web/wasm-build/tapis.wasm ] || bash scripts/build-wasm.sh
out="$(mktemp -d)"
trap 'kill "${server:-}" 2>/dev/null || true; rm -rf "$out"' EXIT
./node_modules/.bin/vite build --logLevel warn --outDir "$out/dist"

port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
port=4473
while port_busy "$port"; do port=$((port + 1)); done
TAPIS_TEST_FIXTURES=1 ./node_modules/.bin/vite preview --outDir "$out/dist" --host 127.0.0.1 --port "$port" --strictPort --logLevel warn &
server=$!
for _ in $(seq 1 100); do
  port_busy "$port" && break
  sleep 0.2
done
node bench/page-load.mjs "http://127.0.0.1:$port/" "${BENCH_RUNS:-15}"
if [ "${BENCH_LIGHTHOUSE:-1}" != 0 ]; then
  echo
  node bench/lighthouse.mjs "http://127.0.0.1:$port/"
fi
