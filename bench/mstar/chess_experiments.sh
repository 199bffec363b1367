#!/bin/sh
# The M* experiments on chess at a scale that fits a shared 2-core machine: depth benefit (Figures
# 3-4), function benefit (Figure 5), model accuracy (Figure 10) and the learning player (Figure 11),
# each stored in DATABASE (a rerun with the same settings resumes) and drawn to an SVG beside it.
# Fixed-depth players with no quiescence: M* and minimax at depth 3, OP at depth 2 (function
# benefit); the learning player at depth 3 against f2 at depth 2; model accuracy against opponents
# at depths 2 and 1. At 40 games a point, function benefit took 3.4 minutes (40 s of CPU) and the
# learning player 7.8 minutes at load 9-10 on 2 cores.
# Usage: bench/mstar/chess_experiments.sh [NEWELL] [DATABASE] [GAMES] [LEARNING_GAMES]
set -eu
newell=${1:-build/release/app/newell}
database=${2:-/tmp/mstar-chess.db}
games=${3:-40}
learning_games=${4:-10}
plots=$(dirname "$database")
results_log="$(dirname "$0")/../results/results_log.py"
output=$(mktemp)
trap 'rm -f "$output"' EXIT
# record EXPERIMENT: the points the experiment just printed (in $output) to the results log
# (bench/results/README.md): each benefit point, the best model accuracy, the learning player's last point.
record() {
  command="bench/mstar/chess_experiments.sh NEWELL DATABASE $games $learning_games"
  while IFS= read -r line; do
    case "$line" in
      *": M* "*", benefit "*)
        python3 "$results_log" append "$command" "M*: chess $1, ${line%%: M\* *}: benefit of M* over minimax" \
          "$(echo "$line" | sed -n 's/.*, benefit \([-+0-9.]*\) over.*/\1/p')" "points" "${line#*: }" ;;
      "opponent "*": best accuracy "*)
        python3 "$results_log" append "$command" "M*: chess $1, $(echo "$line" | sed 's/: best accuracy.*//'): best accuracy" \
          "$(echo "$line" | sed -n 's/.*best accuracy \([0-9.]*\) at.*/\1/p')" "share" "${line#*: }" ;;
    esac
  done <"$output"
  last=$(grep '): learning player ' "$output" | tail -1 || true)
  [ -z "$last" ] || python3 "$results_log" append "$command" "M*: chess $1: points after the last learning game" \
    "$(echo "$last" | sed -n 's/.*: learning player \([0-9.]*\),.*/\1/p')" "points" "$last"
}
"$newell" mstar experiment depth-benefit --game chess --games "$games" --depth 3 --db "$database" --svg "$plots/chess-depth-benefit.svg" |
  tee "$output"
record depth-benefit
"$newell" mstar experiment function-benefit --game chess --games "$games" --db "$database" --svg "$plots/chess-function-benefit.svg" |
  tee "$output"
record function-benefit
"$newell" mstar experiment model-accuracy --game chess --examples 200 --max-depth 3 --db "$database" --svg "$plots/chess-model-accuracy.svg" |
  tee "$output"
record model-accuracy
"$newell" mstar experiment learning-player --game chess --learning-games "$learning_games" --test-games "$games" --db "$database" \
  --svg "$plots/chess-learning-player.svg" | tee "$output"
record learning-player
