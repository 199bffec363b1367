#!/usr/bin/env bash
# A fresh configure by ./newell compiles in batches (NEWELL_UNITY_BUILD=ON: about a third of the
# CPU time of one object per file), unless a compiler launcher such as ccache is set, which caches
# one object per file best. Run against stand-ins for dpkg-query (every package present) and cmake
# (records its arguments and builds nothing).
# Usage: unity_configure_test.sh SOURCE_DIR
set -euo pipefail
source_dir="$1"
source "$(dirname "${BASH_SOURCE[0]}")/stand_ins.sh"
stand_ins_for_present_packages
# The preset's build folder does not exist, so ./newell configures; the binary is missing, so it stops.
env -u CMAKE_CXX_COMPILER_LAUNCHER PATH="$scratch/bin:$PATH" NEWELL_PRESET=no-such-preset \
  "$source_dir/newell" demo >"$scratch/out.txt" 2>&1 || true
grep -q -- "^cmake --preset no-such-preset .*-DNEWELL_UNITY_BUILD=ON" "$TOOL_LOG" ||
  { echo "a configure without a compiler launcher is not a unity build"; cat "$TOOL_LOG" "$scratch/out.txt"; exit 1; }
: >"$TOOL_LOG"
CMAKE_CXX_COMPILER_LAUNCHER=ccache PATH="$scratch/bin:$PATH" NEWELL_PRESET=no-such-preset \
  "$source_dir/newell" demo >"$scratch/out.txt" 2>&1 || true
grep -q -- "^cmake --preset no-such-preset .*-DNEWELL_UNITY_BUILD=OFF" "$TOOL_LOG" ||
  { echo "a configure with ccache as the compiler launcher is a unity build"; cat "$TOOL_LOG" "$scratch/out.txt"; exit 1; }
echo "unity configure test: passed"
