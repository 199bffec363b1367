#!/usr/bin/env bash
# `./newell demo` installs only what the build needs (and graphviz, which draws the report's goal
# nets), not the opponents and Chromium that the tests and `match` use: on a bare Debian 12 that
# halves the download before a new user sees the demo. Run against stand-ins for dpkg-query (every
# package missing) and apt-get (records its arguments, then fails so that nothing is built).
# Usage: demo_packages_test.sh SOURCE_DIR
set -euo pipefail
source_dir="$1"
source "$(dirname "${BASH_SOURCE[0]}")/stand_ins.sh"
apt_calls_of demo "$source_dir"
install_line="$(grep -- " install " "$APT_LOG")"
for wanted in g++ cmake antlr4 libboost-graph-dev catch2 graphviz; do
  [[ " $install_line " == *" $wanted "* ]] || { echo "./newell demo does not install $wanted"; exit 1; }
done
for unwanted in chromium stockfish fairymax polyglot; do
  [[ " $install_line " == *" $unwanted "* ]] && { echo "./newell demo installs $unwanted, which only tests and match use"; exit 1; }
done
echo "demo packages test: passed"
