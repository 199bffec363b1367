#!/usr/bin/env bash
# `./newell package` builds the .deb from the portable preset (any x86-64), not the release one whose
# -march=native tunes the binary for the CPU that built it. Run against stand-ins for dpkg-query
# (every package present), cmake and cpack (they record their arguments and build nothing).
# Usage: package_preset_test.sh SOURCE_DIR
set -euo pipefail
source_dir="$1"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir "$scratch/bin"
cat >"$scratch/bin/dpkg-query" <<'STUB'
#!/bin/sh
printf 'install ok installed'
STUB
cat >"$scratch/bin/cmake" <<'STUB'
#!/bin/sh
echo "cmake $*" >>"$TOOL_LOG"
STUB
cat >"$scratch/bin/cpack" <<'STUB'
#!/bin/sh
echo "cpack $*" >>"$TOOL_LOG"
exit 1
STUB
chmod +x "$scratch/bin/"*
export TOOL_LOG="$scratch/tools.log"
env -u NEWELL_PRESET PATH="$scratch/bin:$PATH" "$source_dir/newell" package >"$scratch/out.txt" 2>&1 || true
cat "$TOOL_LOG"
grep -q "^cmake --build $source_dir/build/portable " "$TOOL_LOG" ||
  { echo "./newell package did not build the portable preset"; cat "$scratch/out.txt"; exit 1; }
grep -q "^cmake --build $source_dir/build/release" "$TOOL_LOG" &&
  { echo "./newell package built the release preset"; exit 1; }
echo "package preset test: passed"
