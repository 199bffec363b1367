#!/usr/bin/env bash
# Throughput of a fixed match on 1 and 2 shards on this machine, what merging costs, and how large
# a store grows per 1,000 games with the goal engine's traces: the numbers behind the cluster
# arithmetic in bench/slurm/README.md.
#   bench/slurm/throughput.sh [NEWELL_BINARY] [GAMES]      (defaults: build/release/app/newell, 40)
# The match: checkers, the goal engine at 5,000 nodes a move (every decision's trace stored)
# against the alpha-beta core at depth 4, one game at a time per process (--concurrency 1). One
# shard is the whole match in one process; two shards are two processes at once, each playing half
# (the machine's two cores). Both are timed in the same run, one after the other; the machine is
# shared, so the load average is printed with them.
set -euo pipefail
repository="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
newell="$(realpath "${1:-$repository/build/release/app/newell}")"
games="${2:-40}"
work="$(mktemp -d "${TMPDIR:-/tmp}/newell-throughput.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cd "$work"
match=(match --game checkers --games "$games" --concurrency 1 --name throughput
       --player newell:engine=goal,nodes=5000,name=goal --player newell:engine=alphabeta,depth=4,name=alphabeta)
now() { date +%s.%N; }
load() { cut -d' ' -f1-3 /proc/loadavg; }
source "$repository/bench/results/append.sh"  # each figure also goes to the results log (bench/results/README.md)
command="bench/slurm/throughput.sh NEWELL $games"

# Wall-clock seconds and CPU seconds (user + system, children included) of a command.
measure() {
  local TIMEFORMAT='%R %U %S' timing
  timing="$({ time "$@" >/dev/null 2>&1; } 2>&1)"
  awk '{ printf "%.1f %.1f\n", $1, $2 + $3 }' <<<"$timing"
}
two_shards() {
  "$newell" "${match[@]}" --shard 1/2 --db shard-1.db >/dev/null 2>&1 &
  local first=$!
  "$newell" "${match[@]}" --shard 2/2 --db shard-2.db >/dev/null 2>&1 &
  local second=$!
  wait "$first" "$second"
}
report() {  # LABEL WALL CPU
  awk -v label="$1" -v g="$games" -v wall="$2" -v cpu="$3" 'BEGIN {
    printf "%s: %d games in %.1f s wall, %.1f s CPU: %.0f games/hour, %.0f games per CPU-hour\n", label, g, wall, cpu, g * 3600 / wall, g * 3600 / cpu }'
}

echo "load average before: $(load) ($(nproc) cores)"
read -r one_seconds one_cpu < <(measure "$newell" "${match[@]}" --db one.db)
"$newell" "${match[@]}" --db one.db >one.txt 2>/dev/null
report "1 shard " "$one_seconds" "$one_cpu"
echo "  (load average now $(load))"
read -r two_seconds two_cpu < <(measure two_shards)
report "2 shards" "$two_seconds" "$two_cpu"
echo "  (load average now $(load))"
echo "speed-up of 2 shards over 1, wall clock: $(awk -v a="$one_seconds" -v b="$two_seconds" 'BEGIN { printf "%.2f", a / b }')"

start=$(now)
"$newell" db merge two.db shard-1.db shard-2.db >merge.txt
merge_seconds=$(awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }')
echo "merge of the 2 shard stores: $merge_seconds s ($(awk -v s="$merge_seconds" -v g="$games" 'BEGIN { printf "%.1f", s * 1000 / g }') s per 1,000 games)"
"$newell" "${match[@]}" --db two.db >two.txt 2>/dev/null
if diff <(grep -E '^(Score of|Elo difference)' one.txt) <(grep -E '^(Score of|Elo difference)' two.txt) >/dev/null; then
  echo "the merged store's score and Elo equal the single process's: $(grep '^Score of' two.txt)"
else
  echo "DIFFERENT scores:" && grep -E '^(Score of|Elo)' one.txt two.txt
  exit 1
fi
moves=$(sed -n 's/.* added (\([0-9]*\) moves, \([0-9]*\) with traces).*/\1 \2/p' merge.txt | awk '{ m += $1; t += $2 } END { print m " moves, " t " of them with a trace" }')
size=$(stat -c %s one.db)
echo "store: $(stat -c %s one.db) bytes for $games games ($moves), $(awk -v s="$size" -v g="$games" 'BEGIN { printf "%.0f", s / g / 1024 }') KiB a game: $(awk -v s="$size" -v g="$games" 'BEGIN { printf "%.0f", s / g * 1000 / 1048576 }') MiB per 1,000 games"
echo "load average after: $(load)"
per_hour() { awk -v g="$games" -v s="$1" 'BEGIN { printf "%.0f", g * 3600 / s }'; }
notes="$games games; load $(load)"
results_append "$command" "Slurm: checkers games an hour, one process (goal engine 5,000 nodes, traces stored)" "$(per_hour "$one_seconds")" "games/hour" "$notes"
results_append "$command" "Slurm: checkers games an hour, two shards" "$(per_hour "$two_seconds")" "games/hour" "$notes"
results_append "$command" "Slurm: checkers games per CPU-hour, one process" "$(per_hour "$one_cpu")" "games/CPU-hour" "$notes"
results_append "$command" "Slurm: checkers games per CPU-hour, two shards" "$(per_hour "$two_cpu")" "games/CPU-hour" "$notes"
results_append "$command" "Slurm: speed-up of two shards over one, wall clock" \
  "$(awk -v a="$one_seconds" -v b="$two_seconds" 'BEGIN { printf "%.2f", a / b }')" "ratio" "$notes"
results_append "$command" "Slurm: merge time per 1,000 games" \
  "$(awk -v s="$merge_seconds" -v g="$games" 'BEGIN { printf "%.1f", s * 1000 / g }')" "s" "$notes"
results_append "$command" "Slurm: store size per 1,000 games with traces" \
  "$(awk -v s="$size" -v g="$games" 'BEGIN { printf "%.0f", s / g * 1000 / 1048576 }')" "MiB" "$notes"
