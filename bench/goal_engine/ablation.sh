#!/usr/bin/env bash
# Rules matter: the WAC run of bench_goal_engine_wac with the chess rules as committed and again with
# the tactic nets (the seek nets of fork, pin, pinned, pin_striker, discovered_pin, skewer, discovery
# and attack) removed, at the same node budgets; prints both runs and the difference in positions
# solved. Then the same for the Lichess puzzles (bench_goal_engine_puzzles, the first budget; all
# 2,000 when ../shared/data is there, else the 100-puzzle sample): a second suite, so that a rule is
# not judged by WAC alone.
#   bench/goal_engine/ablation.sh [BUILD_DIR] [NODES,...] [EPD]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${1:-$root/build/release}"
nodes="${2:-2000}"
epd="${3:-$root/tests/data/chess/wac.epd}"
bench="$build/bench/goal_engine/bench_goal_engine_wac"
rules="$root/rules/chess/newell.nwl"
[ -x "$bench" ] || { echo "ablation: no $bench (build the release preset first)" >&2; exit 1; }
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
# The set is an index (newell.nwl) and the concept files it includes (newell/*.nwl): a copy of both,
# with the nets taken out of the concept files. A net is a `net seek_NAME(...)` line and its
# indented and comment lines up to the next blank line or unindented statement.
mkdir "$scratch/without"
cp "$rules" "$scratch/without/without-tactic-nets.nwl"
cp -r "$root/rules/chess/newell" "$scratch/without/newell"
for concept in "$scratch"/without/newell/*.nwl; do
  awk '
    /^net seek_(fork|pin|pinned|pin_striker|discovered_pin|skewer|discovery|attack)\(/ { skipping = 1; next }
    skipping && /^([[:space:]]|\/\/)/ { next }
    { skipping = 0; print }
  ' "$concept" >"$concept.without" && mv "$concept.without" "$concept"
done
nets() { cat "$@" | grep -c '^net seek_'; }
removed=$(($(nets "$root"/rules/chess/newell/*.nwl) - $(nets "$scratch"/without/newell/*.nwl)))
echo "== rules as committed ($rules)"
"$bench" --epd "$epd" --nodes "$nodes" --rules "$rules" | tee "$scratch/with.txt"
echo "== without the $removed tactic nets (fork, pin, skewer, discovery, attack)"
"$bench" --epd "$epd" --nodes "$nodes" --rules "$scratch/without/without-tactic-nets.nwl" | tee "$scratch/without.txt"
paste <(grep -o 'goal engine *[0-9]*' "$scratch/with.txt" | grep -o '[0-9]*$') \
      <(grep -o 'goal engine *[0-9]*' "$scratch/without.txt" | grep -o '[0-9]*$') \
      <(grep -o 'nodes *[0-9]*:' "$scratch/with.txt" | grep -o '[0-9]*') |
  while read -r with without budget; do
    echo "nodes $budget: with the tactic nets $with, without $without: the nets solve $((with - without)) more"
  done

puzzles="$build/bench/goal_engine/bench_goal_engine_puzzles"
if [ -x "$puzzles" ]; then
  first_budget="${nodes%%,*}"
  echo "== Lichess puzzles at $first_budget nodes, rules as committed"
  "$puzzles" --nodes "$first_budget" --rules "$rules" | tee "$scratch/puzzles-with.txt" | sed -n '1,12p'
  echo "== Lichess puzzles at $first_budget nodes, without the $removed tactic nets"
  "$puzzles" --nodes "$first_budget" --rules "$scratch/without/without-tactic-nets.nwl" | tee "$scratch/puzzles-without.txt" | sed -n '1,12p'
  with=$(grep -o 'first move found [0-9]*' "$scratch/puzzles-with.txt" | head -1 | grep -o '[0-9]*$')
  without=$(grep -o 'first move found [0-9]*' "$scratch/puzzles-without.txt" | head -1 | grep -o '[0-9]*$')
  echo "puzzles at $first_budget nodes: with the tactic nets $with, without $without: the nets solve $((with - without)) more"
else
  echo "ablation: no $puzzles: the puzzle suite is skipped" >&2
fi
