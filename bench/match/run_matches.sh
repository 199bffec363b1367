#!/bin/sh
# The two 20-game matches of issue 6: newell's goal engine against fairymax (CECP) and against
# Stockfish limited to UCI_Elo 1350 (UCI), 10 s + 0.1 s a game, two games at a time, niced.
# Usage: bench/match/run_matches.sh [NEWELL_BINARY] [DATABASE]
# Running it again resumes each match (only games not yet stored are played).
set -eu
newell=${1:-build/release/app/newell}
database=${2:-bench-match.db}

nice "$newell" match --db "$database" --name goal-vs-fairymax-10+0.1 --games 20 --tc 10+0.1 --time-margin 50 \
  --concurrency 2 --player newell:engine=goal,name=newell-goal --player cecp:fairymax,name=fairymax

nice "$newell" match --db "$database" --name goal-vs-stockfish1350-10+0.1 --games 20 --tc 10+0.1 --time-margin 50 \
  --concurrency 2 --player newell:engine=goal,name=newell-goal \
  --player uci:stockfish,UCI_LimitStrength=true,UCI_Elo=1350,name=stockfish-1350
