#!/bin/sh
# The issue-7 experiment as it was finally run: self-play learning from rules/GAME/newell.nwl
# (positional plans as rules of the game's top goal, equal weights, transform_floor 0.25) with
# pursued credit, then the learned rule set against the starting one in a `newell match` at EQUAL
# TIME (MOVETIME ms a move each, colours alternated), and one SVG with the learning curves and the
# match's score with its 95% error bar. Run from the repository root after a release build; nice'd.
#
#   bench/transformation/equal_time.sh checkers 300 100 100   # game, learning games, match games, ms
set -eu
game=${1:-checkers}
games=${2:-300}
match_games=${3:-100}
movetime=${4:-100}
newell=${NEWELL:-build/release/app/newell}
db=${DB:-bench-transformation.db}
name=${NAME:-$game-equal-time-$games}
rules=rules/$game/newell.nwl
openings=""
if [ "$game" = checkers ]; then openings="--openings tests/data/checkers/three_move_openings.txt"; fi

nice "$newell" learn --db "$db" --game "$game" --rules "$rules" --games "$games" --seed 1955 --nodes 5000 \
  --max-plies 300 --credit pursued --name "$name" -o "$name.nwl" --no-traces
# shellcheck disable=SC2086
nice "$newell" match --db "$db" --game "$game" --movetime "$movetime" --games "$match_games" --concurrency 2 \
  --player "newell:engine=goal,rules=$name.nwl,name=learned" --player "newell:engine=goal,rules=$rules,name=start" \
  $openings --name "$name-match" | tee "$name-match.txt"
"$newell" experiment plot --db "$db" "$name" --match "$name-match" -o "$name.svg"
# The learned set's score to the results log (bench/results/README.md).
line=$(grep '^Score of learned: ' "$name-match.txt" | tail -1)
rm -f "$name-match.txt"
python3 "$(dirname "$0")/../results/results_log.py" append "bench/transformation/equal_time.sh $game $games $match_games $movetime" \
  "Learning: $game learned set (pursued credit, $games games) against the start at $movetime ms" \
  "$(echo "$line" | sed -n 's/^Score of learned: \([0-9.]*\)\/.*/\1/p')" "points of $match_games" "$(echo "$line" | sed 's/^[^(]*//')"
