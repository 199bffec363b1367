#!/usr/bin/env bash
# Checkers perft speed from the initial position, with and without bulk counting, at depths that
# take roughly 10-30 s on one core; every count is checked against the published number.
# Usage: bench/checkers_perft.sh [bulk-depth (default 14: about 26 s of processor time, longer on a busy machine)] [no-bulk-depth (default 12)]
# No open-source checkers perft peer is installed on these machines (no network), so the script
# reports absolute nodes/s; the fastest open-source generator measured on this machine class
# (for the issue) did about 100 M nodes/s at depth 12-13.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bulk_depth="${1:-14}"
plain_depth="${2:-12}"

if [ ! -x build/release/app/newell ]; then
  cmake --preset release >/dev/null
  cmake --build --preset release -j2 >/dev/null
fi
newell=build/release/app/newell
source bench/results/append.sh  # each rate also goes to the results log (bench/results/README.md)
expected() { awk -v d="$1" '/^\[initial-position\]/{s=1;next} /^\[/{s=0} s && $1==d {print $2}' tests/data/checkers/perft.txt; }

run() {
  local label="$1" depth="$2"; shift 2
  local output nodes seconds rate cpu_rate want
  output="$("$newell" perft --game checkers --depth "$depth" "$@")"
  nodes="$(awk '/^nodes /{print $2}' <<<"$output")"
  seconds="$(awk '/^time /{print $2}' <<<"$output")"
  rate="$(awk '/^nodes\/s /{print $2; exit}' <<<"$output")"
  cpu_rate="$(awk '/^nodes\/s per cpu second /{print $5}' <<<"$output")"
  want="$(expected "$depth")"
  local verdict="ok"
  [ "$nodes" = "$want" ] || verdict="WRONG (expected $want)"
  printf '%-18s depth %2d  nodes %14s  %7.2f s  %6.1f M nodes/s (wall)  %6.1f M nodes/s (cpu)  %s\n' "$label" \
    "$depth" "$nodes" "$seconds" "$(awk -v r="$rate" 'BEGIN{print r/1e6}')" "$(awk -v r="$cpu_rate" 'BEGIN{print r/1e6}')" \
    "$verdict"
  [ "$verdict" = ok ] || return 1
  results_append "bench/checkers_perft.sh $bulk_depth $plain_depth" "Perft: checkers initial position depth $depth, $label, nodes a processor second" \
    "$cpu_rate" "nodes/s" "wall $rate nodes/s; load $(cut -d' ' -f1 /proc/loadavg)"
}

echo "checkers perft, initial position, one core ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load $(cut -d' ' -f1 /proc/loadavg))"
echo "(wall-clock rates fall when the machine is shared; the cpu rate counts only this process's processor time)"
run "bulk counting" "$bulk_depth"
run "no bulk counting" "$plain_depth" --no-bulk
