#!/usr/bin/env bash
# Submits an experiment of independent games as a Slurm array of N shards and a merge job that
# runs when all have succeeded:
#   bench/slurm/submit_shards.sh RUN_DIR N NEWELL COMMAND ARGS...
# e.g.
#   bench/slurm/submit_shards.sh runs/m1 8 build/release/app/newell match --game checkers --games 400 \
#       --player newell:engine=goal,nodes=5000 --player newell:engine=alphabeta,depth=4 --concurrency 1
# COMMAND: match, learn match, samuel match or mstar experiment (anything that takes --shard K/N
# and --db). RUN_DIR (on a file system every node sees) gets command.sh, shards/shard-K.db,
# logs/, all.db (the merged store) and report.txt (the whole experiment's numbers). Slurm options
# (partition, time, account) come from the usual SBATCH_* variables, e.g. SBATCH_PARTITION.
# Prints the two job ids; the last line is the merge job's.
set -euo pipefail
if [ $# -lt 4 ]; then
  sed -n '2,13p' "$0" >&2
  exit 2
fi
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
run="$(realpath -m "$1")"
shards="$2"
shift 2
binary="$(realpath "$1")"
shift
mkdir -p "$run/shards" "$run/logs"
{ printf 'NEWELL_COMMAND=('; printf '%q ' "$binary" "$@"; printf ')\n'; } >"$run/command.sh"
array="$(sbatch --parsable --array="1-$shards" --output="$run/logs/shard-%a.out" --export="ALL,NEWELL_RUN=$run" "$here/shard.sbatch")"
array="${array%%;*}"
merge="$(sbatch --parsable --dependency="afterok:$array" --kill-on-invalid-dep=yes --output="$run/logs/merge.out" \
  --export="ALL,NEWELL_RUN=$run" "$here/merge.sbatch")"
merge="${merge%%;*}"
echo "shards: job $array (array 1-$shards)"
echo "merge: job $merge"
