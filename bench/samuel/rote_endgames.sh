#!/bin/sh
# Rote learning in the end game: two kings against one from eight starting positions (the lone king
# in either double corner, in a single corner, in the open). For each start, GAMES games in a row
# with one memory per start; only Black (the two kings) uses and feeds the memory. Game 1 is played
# with an empty memory (the "before"); the line shows every game's result and length in plies
# (W: Black won, D: drawn by the 40-move rule or the move limit).
# Usage: bench/samuel/rote_endgames.sh [NEWELL] [DATABASE] [GAMES]
set -eu
newell=${1:-build/release/app/newell}
database=${2:-/tmp/samuel-rote-endgames.db}
games=${3:-10}
rm -f "$database"
for fen in "B:WK32:BK18,K19" "B:WK1:BK21,K30" "B:WK28:BK9,K10" "B:WK5:BK22,K23" \
           "B:WK29:BK6,K7" "B:WK4:BK13,K14" "B:WK32:BK1,K2" "B:WK1:BK31,K27"; do
  memory=$(echo "$fen" | tr -d ':,')
  results=$("$newell" samuel rote --fen "$fen" --opening-plies 0 --games "$games" --depth 4 --nodes 1000000 \
              --move-limit 150 --learner black --memory "$memory" --db "$database" |
            awk '/^game/ { r = $3 == "1-0" ? "W" : $3 == "0-1" ? "L" : "D"; printf "%s%s ", r, $5 }
                 /^overall/ { printf "| hits %s %s", $4, $6 }')
  printf '%-18s %s\n' "$fen" "$results"
  won=$(echo "$results" | tr ' ' '\n' | grep -c '^W' || true)
  python3 "$(dirname "$0")/../results/results_log.py" append "bench/samuel/rote_endgames.sh NEWELL DATABASE $games" \
    "Samuel: rote learning, games won of two kings against one from $fen" "$won" "games of $games" "$results"
done
