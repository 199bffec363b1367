#!/usr/bin/env bash
# `./newell package` builds the .deb from the portable preset (any x86-64), not the release one whose
# -march=native tunes the binary for the CPU that built it. Run against stand-ins for dpkg-query
# (every package present), cmake and cpack (they record their arguments and build nothing).
# Usage: package_preset_test.sh SOURCE_DIR
set -euo pipefail
source_dir="$1"
source "$(dirname "${BASH_SOURCE[0]}")/stand_ins.sh"
stand_ins_for_present_packages
stand_in cpack <<'STUB'
#!/bin/sh
echo "cpack $*" >>"$TOOL_LOG"
exit 1
STUB
env -u NEWELL_PRESET PATH="$scratch/bin:$PATH" "$source_dir/newell" package >"$scratch/out.txt" 2>&1 || true
cat "$TOOL_LOG"
grep -q "^cmake --build $source_dir/build/portable " "$TOOL_LOG" ||
  { echo "./newell package did not build the portable preset"; cat "$scratch/out.txt"; exit 1; }
grep -q "^cmake --build $source_dir/build/release" "$TOOL_LOG" &&
  { echo "./newell package built the release preset"; exit 1; }
echo "package preset test: passed"
