#!/usr/bin/env bash
# Perft speed of `newell perft` against Stockfish's `go perft` in the same run: start position to
# depth 6 and Kiwipete to depth 5, no hash tables on either side, best of N runs each (the machine
# is shared). Both times cover the perft alone: newell reports its own, Stockfish's is taken from
# sending `go perft` (after `isready`, so start-up and network loading are excluded) to its
# "Nodes searched" line.
# Usage: bench/perft_vs_stockfish.sh [runs]   (build first: cmake --preset release && cmake --build --preset release)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
runs="${1:-5}"
newell="${NEWELL:-build/release/app/newell}"  # NEWELL=another binary compares a variant
stockfish="${STOCKFISH:-/usr/games/stockfish}"
[ -x "$newell" ] || { echo "missing $newell: build the release preset first" >&2; exit 1; }
[ -x "$stockfish" ] || { echo "missing $stockfish (Debian package stockfish)" >&2; exit 1; }
source bench/results/append.sh  # each figure also goes to the results log (bench/results/README.md)

now() { date +%s.%N; }

# stockfish_perft "position command" depth -> "nodes seconds"
stockfish_perft() {
  local position="$1" depth="$2" line start nodes=""
  coproc SF { "$stockfish"; }
  echo "isready" >&"${SF[1]}"
  while read -r line <&"${SF[0]}"; do [ "$line" = "readyok" ] && break; done
  start=$(now)
  printf '%s\ngo perft %s\n' "$position" "$depth" >&"${SF[1]}"
  while read -r line <&"${SF[0]}"; do
    case "$line" in "Nodes searched: "*) nodes="${line#Nodes searched: }"; break ;; esac
  done
  local end
  end=$(now)
  echo "quit" >&"${SF[1]}"
  wait "$SF_PID" 2>/dev/null || true
  echo "$nodes $(echo "$end - $start" | bc -l)"
}

# newell_perft fen depth -> "nodes seconds"
newell_perft() {
  "$newell" perft --game chess --fen "$1" --depth "$2" |
    awk '/^Nodes:/ {n=$2} /^Time:/ {t=$2} END {print n, t}'
}

best_of() {  # command... -> the run with the smallest time
  local best_nodes="" best_time=""
  for _ in $(seq "$runs"); do
    read -r nodes seconds < <("$@")
    if [ -z "$best_time" ] || [ "$(echo "$seconds < $best_time" | bc -l)" = 1 ]; then
      best_nodes=$nodes best_time=$seconds
    fi
  done
  echo "$best_nodes $best_time"
}

start_fen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
kiwipete_fen="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

status=0
echo "best of $runs runs each; $(uptime | sed 's/.*load/load/')"
printf '%-22s %12s %14s %14s %7s\n' "position" "nodes" "newell n/s" "stockfish n/s" "ratio"
for case in "start position:6:$start_fen" "Kiwipete:5:$kiwipete_fen"; do
  name="${case%%:*}"; rest="${case#*:}"; depth="${rest%%:*}"; fen="${rest#*:}"
  read -r ours our_time < <(best_of newell_perft "$fen" "$depth")
  read -r theirs their_time < <(best_of stockfish_perft "position fen $fen" "$depth")
  if [ "$ours" != "$theirs" ]; then
    echo "$name depth $depth: node counts differ (newell $ours, stockfish $theirs)" >&2
    status=1
  fi
  our_speed=$(echo "$ours / $our_time" | bc -l)
  their_speed=$(echo "$theirs / $their_time" | bc -l)
  ratio="$(echo "$our_speed / $their_speed" | bc -l)"
  printf '%-22s %12s %14.0f %14.0f %6.2fx\n' "$name d$depth" "$ours" "$our_speed" "$their_speed" "$ratio"
  load="best of $runs; load $(cut -d' ' -f1 /proc/loadavg)"
  results_append "bench/perft_vs_stockfish.sh $runs" "Perft: chess $name depth $depth, nodes a second" \
    "$(printf '%.0f' "$our_speed")" "nodes/s" "$load"
  results_append "bench/perft_vs_stockfish.sh $runs" "Perft: chess $name depth $depth over Stockfish 15.1" \
    "$(printf '%.3f' "$ratio")" "ratio" "$load"
done
exit $status
