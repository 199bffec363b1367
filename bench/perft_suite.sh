#!/usr/bin/env bash
# Every count of the perft suite (tests/data/chess/perft.epd, 961 counts, 13.46e9 nodes) at every
# depth it lists; exits 1 on any mismatch. Pass --no-bulk to make every leaf move too (slow).
# Usage: bench/perft_suite.sh [extra newell perft options]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
newell=build/release/app/newell
[ -x "$newell" ] || { echo "missing $newell: build the release preset first" >&2; exit 1; }
source bench/results/append.sh  # the suite's wall time also goes to the results log
start=$(date +%s.%N)
"$newell" perft --game chess --epd tests/data/chess/perft.epd "$@"
results_append "bench/perft_suite.sh $*" "Perft: chess suite of 961 counts, wall time" \
  "$(echo "$(date +%s.%N) - $start" | bc -l | xargs printf '%.1f')" "s" "every count equal; load $(cut -d' ' -f1 /proc/loadavg)"
