#!/bin/sh
# Rule generation for one game: every variant the meta-rules propose, tested Alpha (with it) against
# Beta (without) in a few self-play games; then the stored decisions with their evidence.
#
#   bench/transformation/generate.sh checkers 6 1000   # game, games per test, nodes
set -eu
game=${1:-checkers}
per_test=${2:-6}
nodes=${3:-1000}
newell=${NEWELL:-build/release/app/newell}
db=${DB:-bench-transformation.db}
name=${NAME:-generate-$game-$per_test-$nodes}

nice "$newell" learn generate --db "$db" --game "$game" --rules "rules/$game/newell.nwl" --meta "rules/$game/meta.nwl" \
  --games-per-test "$per_test" --nodes "$nodes" --name "$name" -o "$name.nwl" | tee "$name.txt"
# How many variants were tried and admitted, to the results log (bench/results/README.md).
for field in tried admitted; do
  value=$(grep '^experiment ' "$name.txt" | grep -o "[0-9][0-9]* $field" | head -1 | cut -d' ' -f1)
  [ -z "$value" ] || python3 "$(dirname "$0")/../results/results_log.py" append \
    "bench/transformation/generate.sh $game $per_test $nodes" "Learning: $game meta-rule variants $field" "$value" "rules"
done
rm -f "$name.txt"
"$newell" learn candidates --db "$db" "$name"
