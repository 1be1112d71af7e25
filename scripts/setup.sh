#!/usr/bin/env bash
# Installs what Tapis needs on a fresh Debian 12 machine: compilers, Emscripten, doctest,
# Chromium for the browser tests, and the npm packages. Idempotent and quiet when all is there.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
command -v cmake >/dev/null || need+=(cmake)
command -v g++ >/dev/null || need+=(g++)
command -v clang++-14 >/dev/null || need+=(clang-14)
[ -f /usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/libclang_rt.fuzzer-x86_64.a ] || need+=(libclang-rt-14-dev)
command -v em++ >/dev/null || need+=(emscripten)
[ -f /usr/include/doctest/doctest.h ] || need+=(doctest-dev)
command -v chromium >/dev/null || need+=(chromium)
command -v clang-format >/dev/null || need+=(clang-format)

if [ ${#need[@]} -gt 0 ]; then
  echo "setup: installing ${need[*]}" >&2
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: installing npm packages" >&2
  npm ci --no-audit --no-fund --loglevel=error
fi
