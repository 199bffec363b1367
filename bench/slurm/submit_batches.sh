#!/usr/bin/env bash
# Submits batch-synchronous learning (`newell learn --batch B` or `newell samuel generalize
# --batch B`) as a chain: for each batch, an array of N shards that play it with the learner's
# weights, then the learner's update (merge + --update-only); each step waits for the one before.
#   bench/slurm/submit_batches.sh RUN_DIR N BATCHES NEWELL COMMAND ARGS...
# e.g. 300 games in batches of 20 on 10 shards (two games each, a pair of colours):
#   bench/slurm/submit_batches.sh runs/l1 10 15 build/release/app/newell learn --game checkers \
#       --rules rules/checkers/newell.nwl --games 300 --batch 20 --nodes 5000 --credit pursued --name c300
# BATCHES = the games divided by the batch, rounded up. RUN_DIR gets command.sh, learner.db (the
# learner's store: weights, every game, the curves), batch-K/shard-S.db, batch-K/update.txt, logs/.
# Jobs run in the directory they were submitted from (Slurm's default), so relative paths (rule
# files, `learn -o`) mean what they mean here; `newell learn` writes its learned .nwl there.
# Prints the job ids; the last line is the final update's.
set -euo pipefail
if [ $# -lt 5 ]; then
  sed -n '2,16p' "$0" >&2
  exit 2
fi
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
run="$(realpath -m "$1")"
shards="$2"
batches="$3"
shift 3
binary="$(realpath "$1")"
shift
mkdir -p "$run/logs"
{ printf 'NEWELL_COMMAND=('; printf '%q ' "$binary" "$@"; printf ')\n'; } >"$run/command.sh"
"$binary" db info --db "$run/learner.db" >/dev/null  # the learner's store exists before the first shard reads it
previous=""
for batch in $(seq 1 "$batches"); do
  mkdir -p "$run/batch-$batch"
  after=()
  [ -n "$previous" ] && after=(--dependency="afterok:$previous" --kill-on-invalid-dep=yes)
  array="$(sbatch --parsable "${after[@]}" --array="1-$shards" --output="$run/logs/batch-$batch-shard-%a.out" \
    --export="ALL,NEWELL_RUN=$run,NEWELL_SHARD_DIR=batch-$batch,NEWELL_SNAPSHOT=$run/learner.db" "$here/shard.sbatch")"
  array="${array%%;*}"
  update="$(sbatch --parsable --dependency="afterok:$array" --kill-on-invalid-dep=yes --output="$run/logs/batch-$batch-update.out" \
    --export="ALL,NEWELL_RUN=$run,NEWELL_SHARD_DIR=batch-$batch" "$here/update.sbatch")"
  update="${update%%;*}"
  echo "batch $batch: shards job $array (array 1-$shards), update job $update"
  previous="$update"
done
echo "final update: job $previous"
