#!/usr/bin/env bash
# Every count of the perft suite (tests/data/chess/perft.epd, 961 counts, 13.46e9 nodes) at every
# depth it lists; exits 1 on any mismatch. Pass --no-bulk to make every leaf move too (slow).
# Usage: bench/perft_suite.sh [extra newell perft options]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
newell=build/release/app/newell
[ -x "$newell" ] || { echo "missing $newell: build the release preset first" >&2; exit 1; }
exec "$newell" perft --game chess --epd tests/data/chess/perft.epd "$@"
