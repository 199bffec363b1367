#!/usr/bin/env bash
# `./newell WORD` installs only what WORD needs: explain, play and --help never Chromium, the
# opponents or polyglot; `match` the opponents and polyglot but not Chromium; `setup` (the tests)
# everything. Run against stand-ins for dpkg-query (every package missing) and apt-get (records its
# arguments, then fails so that nothing is built).
# Usage: word_packages_test.sh SOURCE_DIR
set -euo pipefail
source_dir="$1"
source "$(dirname "${BASH_SOURCE[0]}")/stand_ins.sh"

# install_line_of WORD: the packages `./newell WORD` asked apt-get to install.
install_line_of() {
  : >"$scratch/apt.log"
  apt_calls_of "$1" "$source_dir" >/dev/null
  grep -- " install " "$APT_LOG"
}

for word in explain play --help help; do
  line="$(install_line_of "$word")"
  for wanted in g++ cmake graphviz; do
    [[ " $line " == *" $wanted "* ]] || { echo "./newell $word does not install $wanted"; exit 1; }
  done
  for unwanted in chromium stockfish fairymax polyglot; do
    [[ " $line " == *" $unwanted "* ]] && { echo "./newell $word installs $unwanted, which it does not use"; exit 1; }
  done
done
line="$(install_line_of match)"
for wanted in stockfish fairymax phalanx toga2 gnuchess sjeng polyglot; do
  [[ " $line " == *" $wanted "* ]] || { echo "./newell match does not install $wanted"; exit 1; }
done
[[ " $line " == *" chromium "* ]] && { echo "./newell match installs chromium, which only the tests use"; exit 1; }
line="$(install_line_of setup)"
[[ " $line " == *" chromium "* ]] || { echo "./newell setup does not install chromium for the report's test"; exit 1; }
echo "word packages test: passed"
