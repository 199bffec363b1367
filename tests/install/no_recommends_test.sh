#!/usr/bin/env bash
# ./newell installs the Debian packages it needs without their recommends (apt-get would otherwise
# bring TeX Live, PulseAudio, systemd, Scid and xboard). Run against stand-ins for dpkg-query (every
# package missing) and apt-get (records its arguments, then fails so that nothing is built).
# Usage: no_recommends_test.sh SOURCE_DIR
set -euo pipefail
source_dir="$1"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir "$scratch/bin"
cat >"$scratch/bin/dpkg-query" <<'STUB'
#!/bin/sh
exit 1
STUB
cat >"$scratch/bin/apt-get" <<'STUB'
#!/bin/sh
echo "apt-get $*" >>"$APT_LOG"
case " $* " in *" install "*) exit 1 ;; esac
exit 0
STUB
cat >"$scratch/bin/sudo" <<'STUB'
#!/bin/sh
exec "$@"
STUB
chmod +x "$scratch/bin/"*
export APT_LOG="$scratch/apt.log"
if PATH="$scratch/bin:$PATH" NEWELL_PRESET=no-such-preset "$source_dir/newell" setup >"$scratch/out.txt" 2>&1; then
  echo "./newell setup should have stopped when apt-get failed"; cat "$scratch/out.txt"; exit 1
fi
cat "$APT_LOG"
grep -q -- "install .*--no-install-recommends" "$APT_LOG" || { echo "apt-get install ran without --no-install-recommends"; exit 1; }
grep -q -- " polyglot" "$APT_LOG" || { echo "polyglot is not in the package list"; exit 1; }
echo "no-recommends test: passed"
