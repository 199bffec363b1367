#!/usr/bin/env bash
# The dependency check (cmake/CheckModuleDependencies.cmake) fails on a copy of the tree where a
# folder includes one its target does not link (chess/ including store/), naming the file.
# Usage: undeclared_include_test.sh SOURCE_DIR BUILD_DIR
set -euo pipefail
source_dir="$1" build_dir="$2"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
tar -C "$source_dir" --exclude=./build --exclude=./.git -cf - . | tar -C "$scratch" -xf -
check() {
  cmake -DSOURCE_DIR="$scratch" -DLINKS="$build_dir/module_links.cmake" \
        -DPROGRAM_LINKS="$build_dir/program_links.cmake" -P "$source_dir/cmake/CheckModuleDependencies.cmake" 2>&1
}
check | tail -1
sed -i 's|#include "chess/bitboard.h"|&\n#include "store/database.h"|' "$scratch/chess/bitboard.cpp"
grep -q '#include "store/database.h"' "$scratch/chess/bitboard.cpp" || { echo "the include was not added"; exit 1; }
if output="$(check)"; then
  echo "the check passed with chess/ including store/"; exit 1
fi
grep -F "chess/bitboard.cpp: includes store/, but chess's target does not link newell_store" <<<"$output" ||
  { echo "the check failed without naming chess/bitboard.cpp:"; echo "$output"; exit 1; }
echo "undeclared include test: passed"
