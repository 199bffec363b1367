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
# shellcheck disable=SC2086 # one --learned option per file
exec "$newell" samuel agreement-table --games "$games" --max-games "$static_games" --search-games "$search_games" --depth "$depth" $learned
