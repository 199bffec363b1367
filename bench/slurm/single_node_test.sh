#!/usr/bin/env bash
# The Slurm scripts, tested for real on this machine: starts a single-node Slurm cluster (Debian's
# slurm-wlm and munge, on loopback only, every file in a scratch folder), submits a 4-shard match
# and a 2-shard batch-learning run through sbatch (submit_shards.sh, submit_batches.sh), waits,
# and checks the merged results against the same experiments run in one process: the same score
# and Elo lines, every game identical (merging the single run's store into the merged one adds
# nothing), the same learned weights and learned rule file byte for byte. Stops Slurm and munge
# (and only them) whatever happens.
#   bench/slurm/single_node_test.sh [NEWELL_BINARY]     (default build/release/app/newell)
# Needs slurmctld, slurmd, sbatch and munged (.ci/install-slurm installs them); runs as any user.
set -euo pipefail
repository="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
here="$repository/bench/slurm"
newell="$(realpath "${1:-$repository/build/release/app/newell}")"
[ -x "$newell" ] || { echo "no newell binary at $newell (build first)" >&2; exit 1; }
for program in slurmctld slurmd sbatch squeue scontrol munged mungekey; do
  command -v "$program" >/dev/null || { echo "$program is missing: install slurm-wlm and munge (.ci/install-slurm)" >&2; exit 1; }
done

started=$SECONDS
scratch="$(mktemp -d "${TMPDIR:-/tmp}/newell-slurm-test.XXXXXX")"
chmod 755 "$scratch"
mkdir -p "$scratch/munge-key" "$scratch/munge-run" "$scratch/state" "$scratch/spool" "$scratch/log" "$scratch/runs"
chmod 700 "$scratch/munge-key"
say() { printf '[%3ds] %s\n' $((SECONDS - started)) "$*"; }

stop_cluster() {
  set +e
  if [ -f "$scratch/slurm.conf" ]; then
    SLURM_CONF="$scratch/slurm.conf" scontrol shutdown >/dev/null 2>&1
    for _ in $(seq 1 20); do
      [ -f "$scratch/slurmctld.pid" ] && kill -0 "$(cat "$scratch/slurmctld.pid")" 2>/dev/null && { sleep 0.5; continue; }
      [ -f "$scratch/slurmd.pid" ] && kill -0 "$(cat "$scratch/slurmd.pid")" 2>/dev/null && { sleep 0.5; continue; }
      break
    done
    for daemon in slurmctld slurmd; do
      [ -f "$scratch/$daemon.pid" ] && kill "$(cat "$scratch/$daemon.pid")" 2>/dev/null
    done
  fi
  [ -S "$scratch/munge-run/munge.socket" ] && munged --stop --socket="$scratch/munge-run/munge.socket" >/dev/null 2>&1
  if [ "${keep_scratch:-0}" = 1 ]; then
    # CI keeps nothing but this output: the last lines of every log say what went wrong.
    for log in "$scratch"/log/*.log "$scratch"/runs/*/logs/*.out; do
      [ -f "$log" ] || continue
      echo "== ${log#"$scratch"/} (last lines)" >&2
      tail -n 15 "$log" >&2
    done
    echo "logs and stores kept in $scratch" >&2
  else
    rm -rf "$scratch"
  fi
}
keep_scratch=1
trap stop_cluster EXIT

# A TCP port nothing listens on at loopback (bash's /dev/tcp connects or fails).
free_port() {
  local port
  while true; do
    port=$((20000 + RANDOM % 40000))
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || { echo "$port"; return; }
  done
}

say "starting munge and a single-node Slurm in $scratch"
mungekey --create --keyfile="$scratch/munge-key/munge.key" >/dev/null
munged --socket="$scratch/munge-run/munge.socket" --key-file="$scratch/munge-key/munge.key" \
  --pid-file="$scratch/munge-run/munged.pid" --seed-file="$scratch/munge-key/munged.seed" --log-file="$scratch/log/munged.log"
user="$(id -un)"
cpus="$(nproc)"
cat >"$scratch/slurm.conf" <<EOF
ClusterName=newelltest
SlurmctldHost=localhost(127.0.0.1)
SlurmctldPort=$(free_port)
SlurmdPort=$(free_port)
SlurmUser=$user
SlurmdUser=$user
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$scratch/munge-run/munge.socket
StateSaveLocation=$scratch/state
SlurmdSpoolDir=$scratch/spool
SlurmctldPidFile=$scratch/slurmctld.pid
SlurmdPidFile=$scratch/slurmd.pid
SlurmctldLogFile=$scratch/log/slurmctld.log
SlurmdLogFile=$scratch/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
MpiDefault=none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
ReturnToService=2
MinJobAge=600
NodeName=newelltest NodeHostname=$(hostname) NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=test Nodes=newelltest Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF="$scratch/slurm.conf"
unset SBATCH_PARTITION SBATCH_ACCOUNT SBATCH_TIMELIMIT
slurmctld -f "$SLURM_CONF" -i
slurmd -f "$SLURM_CONF" -N newelltest
for _ in $(seq 1 60); do
  sinfo -h -o '%T' 2>/dev/null | grep -q -E '^(idle|mixed|allocated)' && break
  sleep 0.5
done
sinfo -h -o '%T' | grep -q -E '^(idle|mixed|allocated)' || { echo "the Slurm node did not come up:" >&2; tail -n 20 "$scratch"/log/*.log >&2; exit 1; }
say "Slurm is up: $(sinfo -h -o '%P %D node, %c CPUs, %T')"

# Waits for a job to leave the queue; fails unless it completed.
wait_for() {
  local job="$1" state=""
  for _ in $(seq 1 600); do
    state="$(scontrol show job "$job" -o 2>/dev/null | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p')"
    case "$state" in
      COMPLETED) return 0 ;;
      FAILED | CANCELLED | TIMEOUT | NODE_FAIL | OUT_OF_MEMORY | PREEMPTED | BOOT_FAIL | DEADLINE)
        echo "job $job ended $state" >&2
        return 1 ;;
    esac
    sleep 1
  done
  echo "job $job did not finish in 10 minutes (state $state)" >&2
  return 1
}

cd "$scratch/runs"
failures=0
check() {  # check WHAT EXPECTED ACTUAL
  if [ "$2" = "$3" ]; then
    say "same: $1"
  else
    say "DIFFERENT: $1"
    diff <(printf '%s\n' "$2") <(printf '%s\n' "$3") || true
    failures=$((failures + 1))
  fi
}

# A match of newell's own players on node budgets: deterministic, so the shards' games are the
# single run's games. 8 games: 4 opening pairs, one pair a shard.
match=(match --game checkers --games 8 --max-plies 80 --concurrency 1 --name slurm-test-match
       --player newell:engine=goal,nodes=300,name=goal --player newell:engine=alphabeta,depth=3,name=alphabeta)
say "submitting the 4-shard match"
mapfile -t jobs < <("$here/submit_shards.sh" "$scratch/runs/match" 4 "$newell" "${match[@]}")
printf '  %s\n' "${jobs[@]}"
merge_job="${jobs[-1]##* }"
say "playing the same match in one process while the shards run"
"$newell" "${match[@]}" --db single-match.db >single-match.txt 2>/dev/null
wait_for "$merge_job"
say "shards finished and merged: $(grep -c . "$scratch/runs/match/logs/merge.out") lines of merge output"
sed 's/^/  | /' "$scratch/runs/match/logs/merge.out"
score_lines() { grep -E '^(Score of|Elo difference|Games ended by)' "$1"; }
check "score, Elo and endings of the match" "$(score_lines single-match.txt)" "$(score_lines "$scratch/runs/match/report.txt")"
# Every game of the single run is already in the merged store: merging adds nothing.
again="$("$newell" db merge "$scratch/runs/match/all.db" single-match.db)"
echo "$again" | sed 's/^/  | /'
check "the single run's games are all in the merged store" "nothing was added" "$(echo "$again" | grep -o 'nothing was added')"
again="$("$newell" db merge "$scratch/runs/match/all.db" "$scratch"/runs/match/shards/shard-*.db)"
echo "$again" | sed 's/^/  | /'
check "merging the shards a second time adds nothing" "nothing was added" "$(echo "$again" | grep -o 'nothing was added')"

# Batch learning: 8 games in 2 batches of 4, each batch played by 2 shards, the learner updating
# between them; and the same in one process.
learn=(learn --game checkers --games 8 --batch 4 --nodes 500 --max-plies 60 --seed 5 --credit pursued --no-traces --name slurm-test-learn
       --rules "$repository/rules/checkers/newell.nwl")
say "submitting 2 batches of batch learning, each on 2 shards"
mkdir -p "$scratch/runs/learned"
mapfile -t jobs < <(cd "$scratch/runs/learned" && "$here/submit_batches.sh" "$scratch/runs/learn" 2 2 "$newell" "${learn[@]}")
printf '  %s\n' "${jobs[@]}"
final_job="${jobs[-1]##* }"
say "learning the same in one process while the shards run"
mkdir -p single-learned
(cd single-learned && "$newell" "${learn[@]}" --db ../single-learn.db >../single-learn.txt 2>/dev/null)
wait_for "$final_job"
say "both batches played, merged and learned"
for batch in 1 2; do sed "s/^/  | batch $batch: /" "$scratch/runs/learn/batch-$batch/update.txt"; done
weight_lines() { sed -n '/weights (start -> learned)/,/learned rule set written/p' "$1" | grep -v 'written to'; }
check "learned weights" "$(weight_lines single-learn.txt)" "$(weight_lines "$scratch/runs/learn/batch-2/update.txt")"
if cmp -s single-learned/slurm-test-learn.nwl "$scratch/runs/learned/slurm-test-learn.nwl"; then
  say "same: the learned rule file, byte for byte"
else
  say "DIFFERENT: the learned rule files"
  diff single-learned/slurm-test-learn.nwl "$scratch/runs/learned/slurm-test-learn.nwl" || true
  failures=$((failures + 1))
fi

say "every job Slurm ran (array tasks as JOB_TASK):"
scontrol show job -o | awk '{
    for (i = 1; i <= NF; ++i) { split($i, field, "="); value[field[1]] = substr($i, length(field[1]) + 2) }
    id = value["ArrayJobId"] != "" ? value["ArrayJobId"] "_" value["ArrayTaskId"] : value["JobId"]
    printf "  job %-6s %-14s %-10s ran %s\n", id, value["JobName"], value["JobState"], value["RunTime"]
    delete value
  }' | sort -k2,2V

if [ "$failures" -gt 0 ]; then
  say "FAILED: $failures differences between the Slurm runs and the single process"
  exit 1
fi
keep_scratch=0
say "passed: the 4-shard match and the 2-shard batch learning under Slurm equal the single process"
