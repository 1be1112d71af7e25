#!/usr/bin/env bash
# The C++ is clang-format clean (.clang-format): lists the files that are not, and fails.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files 'core/*.cpp' 'core/*.hpp' 'wasm/*.cpp' 'tests/*.cpp' 'tests/*.hpp' 'fuzz/*.cpp' 'bench/*.cpp' 'bench/*.hpp')
clang-format --dry-run --Werror "${files[@]}"
