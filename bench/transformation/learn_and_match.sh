#!/bin/sh
# The issue-7 experiment for one game: self-play learning of the transformation-rule weights, the
# learning curves, then the learned rule set against the starting one at an equal node budget
# (colours alternated, score with a 95% error bar). Run from the repository root after a release
# build; nice'd, one process at a time.
#
#   bench/transformation/learn_and_match.sh checkers 300 100 2000   # game, learning games, match games, nodes
set -eu
game=${1:-checkers}
games=${2:-300}
match_games=${3:-100}
nodes=${4:-2000}
newell=${NEWELL:-build/release/app/newell}
db=${DB:-bench-transformation.db}
name=${NAME:-learn-$game-$games-$nodes}
rules=rules/$game/newell.nwl

nice "$newell" learn --db "$db" --game "$game" --rules "$rules" --games "$games" --seed 1955 --nodes "$nodes" \
  --name "$name" -o "$name.nwl" --no-traces
"$newell" experiment plot --db "$db" "$name" -o "$name.svg"
nice "$newell" learn match --db "$db" --game "$game" --rules "$name.nwl" --against "$rules" --games "$match_games" \
  --nodes "$nodes" --seed 2026 | tee "$name-match.txt"
# The learned set's score ("... score S +- E (95%) ...") to the results log (bench/results/README.md).
score=$(sed -n 's/.* score \([0-9.]*\) +- \([0-9.]*\) (95%).*/\1/p' "$name-match.txt" | tail -1)
[ -n "$score" ] && python3 "$(dirname "$0")/../results/results_log.py" append \
  "bench/transformation/learn_and_match.sh $game $games $match_games $nodes" \
  "Learning: $game weights learned in $games games against the start at $nodes nodes" "$score" "score" \
  "$(sed -n 's/.*: \([0-9]* games, .*(95%)\).*/\1/p' "$name-match.txt" | tail -1)"
rm -f "$name-match.txt"
