#!/bin/sh
# Samuel's C table on the master games: his figures (0.6 for the four-term polynomial he adopted,
# 0.2 for the poorest he tested) next to ours, static and by search, for his four terms, the poorest
# and best of 48 variants of them, and the polynomials our learning by generalization reached
# (learning/samuel/learned-seed-*.txt, each saying in its header the command that learned it).
# Usage: bench/samuel/agreement_table.sh [NEWELL] [GAMES.pdn] [STATIC_GAMES] [SEARCH_GAMES] [DEPTH]
# About 50 searched positions' moves a second a core: 100 search games at depth 3 take 4-6 minutes.
set -eu
newell=${1:-build/release/app/newell}
games=${2:-/work/shared/data/checkers/games.pdn}
static_games=${3:-500}
search_games=${4:-100}
depth=${5:-3}
here=$(dirname "$0")
learned=""
for file in "$here"/../../learning/samuel/learned-seed-*.txt; do
  [ -f "$file" ] && learned="$learned --learned $file"
done
output=$(mktemp)
trap 'rm -f "$output"' EXIT
# shellcheck disable=SC2086 # one --learned option per file
"$newell" samuel agreement-table --games "$games" --max-games "$static_games" --search-games "$search_games" --depth "$depth" $learned |
  tee "$output"
# Each row's C, static and by search, to the results log (bench/results/README.md).
python3 - "$here/../results" "$output" "bench/samuel/agreement_table.sh NEWELL $games $static_games $search_games $depth" <<'PYTHON'
import re, sys
sys.path.insert(0, sys.argv[1])
import results_log
row = re.compile(r"^(.{50}) +(\S+) +([+-]\d+\.\d+) \[ *([\d.]+)%\] +([+-]\d+\.\d+) \[ *([\d.]+)%\]")
for line in open(sys.argv[2]):
    match = row.match(line)
    if match:
        what = match.group(1).strip()
        results_log.append(sys.argv[3], f"Samuel: C of {what}, static", match.group(3), "C", f"tied {match.group(4)}%; Samuel {match.group(2)}")
        results_log.append(sys.argv[3], f"Samuel: C of {what}, by search", match.group(5), "C", f"tied {match.group(6)}%")
PYTHON
