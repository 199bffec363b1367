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
"$newell" mstar experiment depth-benefit --game chess --games "$games" --depth 3 --db "$database" --svg "$plots/chess-depth-benefit.svg"
"$newell" mstar experiment function-benefit --game chess --games "$games" --db "$database" --svg "$plots/chess-function-benefit.svg"
"$newell" mstar experiment model-accuracy --game chess --examples 200 --max-depth 3 --db "$database" --svg "$plots/chess-model-accuracy.svg"
"$newell" mstar experiment learning-player --game chess --learning-games "$learning_games" --test-games "$games" --db "$database" \
  --svg "$plots/chess-learning-player.svg"
