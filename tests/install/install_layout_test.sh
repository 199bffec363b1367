#!/usr/bin/env bash
# `cmake --install BUILD_DIR --prefix DIR` puts every file where README.md's "Installing" and
# cmake/NewellInstall.cmake say, and the installed binary finds its rules beside its bin/.
# Usage: install_layout_test.sh BUILD_DIR
set -euo pipefail
build_dir="$1"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cmake --install "$build_dir" --prefix "$scratch/prefix" >"$scratch/install.log" || { cat "$scratch/install.log"; exit 1; }
for file in bin/newell share/newell/rules/chess/newell.nwl share/newell/rules/checkers/newell.nwl \
            share/newell/rules/chess/turochamp.nwl share/newell/trace.schema.json \
            share/newell/games/turing_glennie.pgn share/doc/newell/README.md share/doc/newell/language.md \
            share/doc/newell/goal-engine.md share/doc/newell/report.md share/doc/newell/results.md; do
  [ -s "$scratch/prefix/$file" ] || { echo "not installed: DIR/$file"; exit 1; }
done
[ -x "$scratch/prefix/bin/newell" ] || { echo "DIR/bin/newell is not executable"; exit 1; }
# Nothing else lands beside them: every installed file is under bin/newell or share/{newell,doc/newell}/.
stray="$(cd "$scratch/prefix" && find . -type f | grep -vE '^\./(bin/newell|share/newell/|share/doc/newell/)' || true)"
[ -z "$stray" ] || { echo "installed outside the layout:"; echo "$stray"; exit 1; }
cd "$scratch"
env -u NEWELL_RULES "$scratch/prefix/bin/newell" explain --game checkers --nodes 200 >"$scratch/explain.txt"
grep -q "rules $scratch/prefix/share/newell/rules/checkers/newell.nwl" "$scratch/explain.txt" ||
  { echo "the installed binary did not read the installed rules:"; head -2 "$scratch/explain.txt"; exit 1; }
echo "install layout test: passed ($(cd "$scratch/prefix" && find . -type f | wc -l) files)"
