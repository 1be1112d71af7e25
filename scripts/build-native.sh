#!/usr/bin/env bash
# Builds the native core, its doctest suite and native tools. $1: build type (default Debug,
# which turns the invariant checker on).
set -euo pipefail
cd "$(dirname "$0")/.."
type="${1:-Debug}"
dir="build-native-${type,,}"
if [ ! -f "$dir/CMakeCache.txt" ]; then
  cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE="$type" >/dev/null
fi
cmake --build "$dir" -j2
