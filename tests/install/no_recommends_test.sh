#!/usr/bin/env bash
# ./newell installs the Debian packages it needs without their recommends (apt-get would otherwise
# bring TeX Live, PulseAudio, systemd, Scid and xboard). Run against stand-ins for dpkg-query (every
# package missing) and apt-get (records its arguments, then fails so that nothing is built).
# Usage: no_recommends_test.sh SOURCE_DIR
set -euo pipefail
source_dir="$1"
source "$(dirname "${BASH_SOURCE[0]}")/stand_ins.sh"
apt_calls_of setup "$source_dir"
grep -q -- "install .*--no-install-recommends" "$APT_LOG" || { echo "apt-get install ran without --no-install-recommends"; exit 1; }
grep -q -- " polyglot" "$APT_LOG" || { echo "polyglot is not in the package list"; exit 1; }
echo "no-recommends test: passed"
