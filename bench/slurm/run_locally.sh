#!/usr/bin/env bash
# The same job scripts as on a cluster, run as processes on this machine (no Slurm): N shards at
# once, then the merge (or, for batch learning, the learner's update), batch after batch. For trying
# a run before submitting it, for a machine without Slurm, and for checking that N does not change
# the numbers.
#   bench/slurm/run_locally.sh shards  RUN_DIR N NEWELL COMMAND ARGS...           (as submit_shards.sh)
#   bench/slurm/run_locally.sh batches RUN_DIR N BATCHES NEWELL COMMAND ARGS...   (as submit_batches.sh)
# RUN_DIR gets what the Slurm runs leave there (command.sh, shard stores, all.db and report.txt, or
# learner.db and batch-K/update.txt; logs/). Stops at the first step that fails.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
usage() { sed -n '2,9p' "$0" >&2; exit 2; }
[ $# -ge 5 ] || usage
mode="$1"
run="$(realpath -m "$2")"
shards="$3"
shift 3
batches=1
if [ "$mode" = batches ]; then
  batches="$1"
  shift
elif [ "$mode" != shards ]; then
  usage
fi
binary="$(realpath "$1")"
shift
mkdir -p "$run/logs"
{ printf 'NEWELL_COMMAND=('; printf '%q ' "$binary" "$@"; printf ')\n'; } >"$run/command.sh"

# Runs the array's N tasks at once, as Slurm would; fails when any does, naming its log.
run_shards() {  # STORE_DIR LOG_PREFIX [SNAPSHOT]
  local pids=() shard failed=0
  for shard in $(seq 1 "$shards"); do
    NEWELL_RUN="$run" NEWELL_SHARD_DIR="$1" NEWELL_SNAPSHOT="${3:-}" SLURM_ARRAY_TASK_ID="$shard" SLURM_ARRAY_TASK_COUNT="$shards" \
      SLURM_JOB_ID="local-$$" bash "$here/shard.sbatch" >"$run/logs/$2-shard-$shard.out" 2>&1 &
    pids+=($!)
  done
  for shard in $(seq 1 "$shards"); do
    wait "${pids[$((shard - 1))]}" || { echo "shard $shard failed: $run/logs/$2-shard-$shard.out" >&2; failed=1; }
  done
  return "$failed"
}

if [ "$mode" = shards ]; then
  run_shards shards match
  NEWELL_RUN="$run" SLURM_JOB_ID="local-$$" bash "$here/merge.sbatch" 2>&1 | tee "$run/logs/merge.out"
  exit "${PIPESTATUS[0]}"
fi
"$binary" db info --db "$run/learner.db" >/dev/null
for batch in $(seq 1 "$batches"); do
  mkdir -p "$run/batch-$batch"
  run_shards "batch-$batch" "batch-$batch" "$run/learner.db"
  NEWELL_RUN="$run" NEWELL_SHARD_DIR="batch-$batch" SLURM_JOB_ID="local-$$" bash "$here/update.sbatch" >"$run/logs/batch-$batch-update.out" 2>&1 ||
    { echo "the update of batch $batch failed: $run/logs/batch-$batch-update.out" >&2; exit 1; }
  echo "batch $batch: $shards shards played, merged, learned"
done
cat "$run/batch-$batches/update.txt"
