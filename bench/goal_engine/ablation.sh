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
# Every figure of both runs to the results log (bench/results/README.md).
suite="$(basename "$epd" .epd)"
[ "$suite" = wac ] && suite=WAC
command="bench/goal_engine/ablation.sh build/release $nodes"
[ "$epd" = "$root/tests/data/chess/wac.epd" ] || command="$command $epd"
python3 - "$root/bench/results" "$scratch/with.txt" "$scratch/without.txt" "$suite" "$command" <<'PYTHON'
import re, sys
sys.path.insert(0, sys.argv[1])
import results_log
with_text, without_text, suite, command = open(sys.argv[2]).read(), open(sys.argv[3]).read(), sys.argv[4], sys.argv[5]
line = re.compile(r"nodes +(\d+): goal engine +(\d+)/(\d+) \(goal-decided ([\d.]+)%.*?differs from alpha-beta's +(\d+), "
                  r"\d+ nodes/position, (\d+) nodes/s\) +alpha-beta +(\d+)/\d+ \(\d+ nodes/position, (\d+) nodes/s\)")
without = {match.group(1): match.group(2) for match in line.finditer(without_text)}
for match in line.finditer(with_text):
    budget, solved, total, share, differs, speed, core_solved, core_speed = match.groups()
    of = f"positions of {total}"
    for measure, value, unit in (
            (f"{suite}: goal engine solved at {budget} nodes", solved, of),
            (f"{suite}: alpha-beta core solved at {budget} nodes", core_solved, of),
            (f"{suite}: goal engine without the tactic nets solved at {budget} nodes", without.get(budget), of),
            (f"{suite}: goal engine decisions goal-decided at {budget} nodes", share, "%"),
            (f"{suite}: goal engine move differs from alpha-beta's at {budget} nodes", differs, of),
            (f"Speed: goal engine nodes a second at {budget} nodes ({suite}, decisions only)", speed, "nodes/s"),
            (f"Speed: alpha-beta core nodes a second at {budget} nodes ({suite})", core_speed, "nodes/s"),
            (f"Speed: goal engine nodes a second over the core's at {budget} nodes ({suite})", f"{int(speed) / int(core_speed):.3f}", "ratio")):
        if value is not None:
            results_log.append(command, measure, value, unit)
PYTHON

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
  source "$root/bench/results/append.sh"
  total=$(grep -o 'first move found [0-9]*/[0-9]*' "$scratch/puzzles-with.txt" | head -1 | cut -d/ -f2)
  results_append "$command" "Lichess puzzles: goal engine first moves found at $first_budget nodes" "$with" "puzzles of $total"
  results_append "$command" "Lichess puzzles: goal engine without the tactic nets, first moves at $first_budget nodes" "$without" "puzzles of $total"
else
  echo "ablation: no $puzzles: the puzzle suite is skipped" >&2
fi
