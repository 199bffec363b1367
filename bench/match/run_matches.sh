#!/bin/sh
# The two 20-game matches of issue 6: newell's goal engine against fairymax (CECP) and against
# Stockfish limited to UCI_Elo 1350 (UCI), 10 s + 0.1 s a game, two games at a time, niced.
# Usage: bench/match/run_matches.sh [NEWELL_BINARY] [DATABASE]
# Running it again resumes each match (only games not yet stored are played).
set -eu
newell=${1:-build/release/app/newell}
database=${2:-bench-match.db}

results_log="$(dirname "$0")/../results/results_log.py"  # each score also goes to the results log
output=$(mktemp)
trap 'rm -f "$output"' EXIT
# score MEASURE: the score line of the match just played (in $output) to the results log as MEASURE.
score() {
  line=$(grep '^Score of newell-goal: ' "$output" | tail -1)
  points=$(echo "$line" | sed -n 's/^Score of newell-goal: \([0-9.]*\)\/\([0-9]*\).*/\1/p')
  games=$(echo "$line" | sed -n 's/^Score of newell-goal: \([0-9.]*\)\/\([0-9]*\).*/\2/p')
  [ -n "$points" ] && python3 "$results_log" append "bench/match/run_matches.sh" "$1" "$points" "points of $games" \
    "$(echo "$line" | sed 's/^[^(]*//')"
}

nice "$newell" match --db "$database" --name goal-vs-fairymax-10+0.1 --games 20 --tc 10+0.1 --time-margin 50 \
  --concurrency 2 --player newell:engine=goal,name=newell-goal --player cecp:fairymax,name=fairymax | tee "$output"
score "Matches: goal engine against fairymax 5.0b at 10+0.1"

nice "$newell" match --db "$database" --name goal-vs-stockfish1350-10+0.1 --games 20 --tc 10+0.1 --time-margin 50 \
  --concurrency 2 --player newell:engine=goal,name=newell-goal \
  --player uci:stockfish,UCI_LimitStrength=true,UCI_Elo=1350,name=stockfish-1350 | tee "$output"
score "Matches: goal engine against Stockfish 15.1 at UCI_Elo 1350, 10+0.1"
