#!/usr/bin/env bash
# The alpha-beta core on Win At Chess (300 tactical positions): solved counts at 10,000 nodes and
# at 1 s per position, the baseline the goal engine is compared with. Stockfish (the peer, driven
# through UCI by the same command) runs at 10,000 nodes in the same run; the ratio is printed.
# The 1 s run takes about five minutes; `--nodes-only` skips it.
#   bench/wac_alphabeta.sh [--nodes-only] [--binary PATH]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
binary="$root/build/release/app/newell"
peer=/usr/games/stockfish
nodes_only=false
while [ $# -gt 0 ]; do
  case "$1" in
    --nodes-only) nodes_only=true ;;
    --binary) binary="$2"; shift ;;
    *) echo "usage: $0 [--nodes-only] [--binary PATH]" >&2; exit 2 ;;
  esac
  shift
done

suite="$root/tests/data/chess/wac.epd"
[ -f "$suite" ] || suite="$root/../shared/data/chess/wac.epd"
[ -f "$suite" ] || suite="/work/shared/data/chess/wac.epd"
if [ ! -f "$suite" ]; then
  echo "wac.epd not found (looked in tests/data/chess/ and ../shared/data/chess/)" >&2
  exit 1
fi
if [ ! -x "$binary" ]; then
  echo "no newell binary at $binary: build first (cmake --preset release && cmake --build --preset release)" >&2
  exit 1
fi

source "$root/bench/results/append.sh"  # each count also goes to the results log (bench/results/README.md)
command="bench/wac_alphabeta.sh"
[ "$nodes_only" = true ] && command="bench/wac_alphabeta.sh --nodes-only"
log_dir="$root/build/bench"
mkdir -p "$log_dir"
# run NAME LABEL MEASURE ARGS...: prints the summary line, appends the solved count to the results
# log as MEASURE and leaves it in $solved.
run() {
  local name="$1" label="$2" measure="$3"; shift 3
  local log="$log_dir/wac_$name.txt"
  "$binary" solve --epd "$suite" "$@" >"$log"
  local summary
  summary="$(tail -n 1 "$log")"
  solved="$(sed -n 's/^solved \([0-9]*\) of.*/\1/p' <<<"$summary")"
  printf '%-28s %s   (log: %s)\n' "$label" "$summary" "${log#"$root"/}"
  results_append "$command" "$measure" "$solved" "positions of 300" "load $(cut -d' ' -f1 /proc/loadavg)"
}

echo "WAC ($suite)"
run alphabeta_10000_nodes "alphabeta, 10000 nodes" "WAC: alpha-beta core solved at 10000 nodes" --engine alphabeta --nodes 10000
ours="$solved"
if [ -x "$peer" ]; then
  run stockfish_10000_nodes "stockfish, 10000 nodes" "WAC: Stockfish 15.1 solved at 10000 nodes" --engine "uci:$peer" --nodes 10000
  awk -v a="$ours" -v b="$solved" 'BEGIN { if (b > 0) printf "ratio alphabeta/stockfish at 10000 nodes: %.2f\n", a / b }'
else
  echo "peer $peer not installed: no ratio (Debian package 'stockfish')"
fi
if [ "$nodes_only" = false ]; then
  run alphabeta_1s "alphabeta, 1 s" "WAC: alpha-beta core solved at 1 s a position" --engine alphabeta --movetime 1000
fi
