#!/usr/bin/env bash
# npm start: installs what is missing, builds the rules core (WASM) and the page, then serves the
# built page on 127.0.0.1 (port 4173, or the next free one) and prints its URL. Ctrl-C stops it.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
bash scripts/build-wasm.sh
./node_modules/.bin/vite build --logLevel warn

port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
port="${PORT:-4173}"
while port_busy "$port"; do
  port=$((port + 1))
  if [ "$port" -gt 4273 ]; then
    echo "start: no free port between ${PORT:-4173} and 4273" >&2
    exit 1
  fi
done

./node_modules/.bin/vite preview --host 127.0.0.1 --port "$port" --strictPort --logLevel warn &
server=$!
trap 'kill "$server" 2>/dev/null || true' INT TERM EXIT

url="http://127.0.0.1:$port/"
for _ in $(seq 1 100); do
  if ! kill -0 "$server" 2>/dev/null; then
    wait "$server" || true
    echo "start: the preview server stopped" >&2
    exit 1
  fi
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    break
  fi
  sleep 0.2
done

echo
echo "  Tapis is running at $url"
echo "  (French: ${url}?lang=fr   guide example: ${url}?example=002-ex2   stop: Ctrl-C)"
echo
wait "$server"
