#!/usr/bin/env bash
# A built tree forwards `./newell WORD` without asking dpkg about each package: the first call
# checks them and writes the build folder's stamp (installed-packages), later calls read only the
# stamp, so they neither wait for thirty dpkg-query runs nor need the network. Run against a stand-in
# build folder (a stub binary that says what it was given), a recording dpkg-query (every package
# present), a recording cmake that builds nothing, and an apt-get that fails as it would offline.
# Nor do they run even a no-op build while no file of the checkout changed.
# Usage: package_stamp_test.sh SOURCE_DIR
set -euo pipefail
source_dir="$1"
source "$(dirname "${BASH_SOURCE[0]}")/stand_ins.sh"
preset="stamp-test-$$"
build_dir="$source_dir/build/$preset"
trap 'rm -rf "$scratch" "$build_dir"' EXIT
mkdir -p "$build_dir/app"
touch "$build_dir/build.ninja"
printf '#!/bin/sh\necho "forwarded $*"\n' >"$build_dir/app/newell"
chmod +x "$build_dir/app/newell"
stand_in dpkg-query <<'STUB'
#!/bin/sh
echo "dpkg-query $*" >>"$TOOL_LOG"
printf 'install ok installed'
STUB
stand_in cmake <<'STUB'
#!/bin/sh
echo "cmake $*" >>"$TOOL_LOG"
STUB
stand_in apt-get <<'STUB'
#!/bin/sh
echo "apt-get $*" >>"$TOOL_LOG"
exit 100
STUB
export TOOL_LOG="$scratch/tools.log"

newell() { PATH="$scratch/bin:$PATH" NEWELL_PRESET="$preset" "$source_dir/newell" "$@"; }

newell --help >"$scratch/out.txt" 2>&1
grep -q "^dpkg-query" "$TOOL_LOG" || { echo "the first call did not check the packages"; cat "$TOOL_LOG"; exit 1; }
[ -s "$build_dir/installed-packages" ] || { echo "the first call wrote no stamp"; exit 1; }
: >"$TOOL_LOG"
newell explain --fen startpos >"$scratch/out.txt" 2>&1
grep -q "^forwarded explain --fen startpos$" "$scratch/out.txt" || { echo "explain was not forwarded"; cat "$scratch/out.txt"; exit 1; }
if grep -E "^(dpkg-query|apt-get)" "$TOOL_LOG"; then echo "a call after the stamp asked dpkg or apt-get"; exit 1; fi
# Nothing changed in the checkout since the last build: not even a no-op build (a second of CMake).
if grep "^cmake --build" "$TOOL_LOG"; then echo "a call with nothing changed ran the build"; exit 1; fi
# A package added to the list (or the opponents `match` needs) is checked once, then stamped too.
newell match --help >"$scratch/out.txt" 2>&1
grep -q "^dpkg-query .* stockfish$" "$TOOL_LOG" || { echo "match did not check its opponents"; cat "$TOOL_LOG"; exit 1; }
grep -q "^dpkg-query .* g++$" "$TOOL_LOG" && { echo "match checked again the stamped build packages"; exit 1; }
: >"$TOOL_LOG"
newell match --help >"$scratch/out.txt" 2>&1
grep -q "^dpkg-query" "$TOOL_LOG" && { echo "a second match asked dpkg again"; exit 1; }
echo "package stamp test: passed"
