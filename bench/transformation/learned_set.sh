#!/bin/sh
# Issue 15: the learned rule set a game ships as rules/GAME/learned.nwl, in one command:
#   1. `newell learn --credit CREDIT --learn-likelihoods` from rules/GAME/newell.nwl: the
#      weights (CREDIT `tactic`, the default: a rule judged by whether its subgoal's tactic reached
#      its goal; `pursued`: by whether the subgoal's parent was achieved after the move that worked
#      on it; both with the blame of uncovered threats) and the likelihood table;
#   2. `newell learn propose`: the meta-rules of experience read that run's failures and propose new
#      rules, each admitted only if the set with it beats the set without it in self-play;
#   3. with META=1, `newell learn generate --replace`: the meta-rules of rules/GAME/meta.nwl (`vary`)
#      propose variants of the set's transformation rules and seek nets, each tested in place of the
#      rule it varies and admitted only if the set with it beats the set without it;
#   4. the result, with a header saying how it was learned, written to OUTPUT.
#
#   bench/transformation/learned_set.sh GAME GAMES NODES GAMES_PER_TEST OUTPUT [SEED [CREDIT]]
#
# Run from the repository root after a release build; NEWELL= names another binary, DB= the store
# (default /tmp/learned-GAME-SEED.db, replaced); SEQUENTIAL=ELO1 tests each candidate by pairs of games
# until a GSPRT decides (`learn propose --sequential ELO1`, GAMES_PER_TEST then the most games);
# OPENINGS=FILE plays the candidates' test games from those openings (`learn propose --openings FILE`)
# instead of four random plies.
set -eu
if [ $# -lt 5 ]; then
  echo "usage: $0 GAME GAMES NODES GAMES_PER_TEST OUTPUT [SEED [CREDIT]]" >&2
  exit 2
fi
game=$1 games=$2 nodes=$3 per_test=$4 output=$5 seed=${6:-1955} credit=${7:-tactic}
case $game in chess|checkers) ;; *) echo "$0: GAME is chess or checkers, not '$game'" >&2; exit 2 ;; esac
case $credit in tactic|pursued) ;; *) echo "$0: CREDIT is tactic or pursued, not '$credit'" >&2; exit 2 ;; esac
newell=${NEWELL:-build/release/app/newell}
db=${DB:-/tmp/learned-$game-$seed.db}
name=learned-$game-$games-$seed
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rm -f "$db" "$db-wal" "$db-shm"

learn="newell learn --game $game --rules rules/$game/newell.nwl --games $games --nodes $nodes --max-plies 200 --seed $seed --credit $credit --learn-likelihoods --name $name"
propose="newell learn propose $name --rules $work/weights.nwl --games-per-test $per_test${SEQUENTIAL:+ --sequential $SEQUENTIAL}${OPENINGS:+ --openings $OPENINGS} --nodes $nodes --max-plies 200 --seed $seed"
nice "$newell" ${learn#newell } --db "$db" -o "$work/weights.nwl" --no-traces >/dev/null 2>&1
nice "$newell" ${propose#newell } --db "$db" -o "$work/proposed.nwl" >"$work/propose.txt" 2>"$work/candidates.txt"
generate="newell learn generate --game $game --rules $work/proposed.nwl --meta rules/$game/meta.nwl --replace --games-per-test $per_test${SEQUENTIAL:+ --sequential $SEQUENTIAL}${OPENINGS:+ --openings $OPENINGS} --nodes $nodes --max-plies 200 --seed $seed --name generate-$name"
if [ "${META:-0}" = 1 ]; then
  nice "$newell" ${generate#newell } --db "$db" -o "$work/generated.nwl" >"$work/generate.txt" 2>&1
else
  cp "$work/proposed.nwl" "$work/generated.nwl"
fi
{
  echo "// rules/$game/learned.nwl: the rule set learned from rules/$game/newell.nwl (issue 15), made by"
  echo "//   ${META:+META=$META }${SEQUENTIAL:+SEQUENTIAL=$SEQUENTIAL }${OPENINGS:+OPENINGS=$OPENINGS }bench/transformation/learned_set.sh $game $games $nodes $per_test rules/$game/learned.nwl $seed $credit"
  echo "// which ran, into one store:"
  echo "//   $learn"
  echo "//   $propose" | sed "s|$work/weights.nwl|WEIGHTS.nwl|"
  if [ "${META:-0}" = 1 ]; then
    echo "//   $generate" | sed "s|$work/proposed.nwl|PROPOSED.nwl|"
    echo "// (WEIGHTS.nwl: what the first wrote with -o; PROPOSED.nwl: the second's; the third's -o is the rule set below)"
  else
    echo "// (WEIGHTS.nwl: what the first wrote with -o; the second's -o is the rule set below)"
  fi
  echo "// A small run, for a machine of 2 cores shared with other builders: $games self-play games at $nodes nodes a"
  echo "// move for the weights and the likelihoods, ${SEQUENTIAL:+at most }$per_test games a candidate for the new rules. What it found:"
  sed -e 's|; rule set with the admitted rules written to .*||' -e 's|^|//   |' "$work/propose.txt"
  sed -e 's|^candidate \([0-9/]*\) ([^,]*, meta-rule \([a-z_]*\)): \([a-z]*\) .*"reason":"\([^"]*\)".*|//   candidate \1, meta-rule \2: \3 unplayed, \4|' \
      -e 's|^candidate \([0-9/]*\) ([^,]*, meta-rule \([a-z_]*\)): \([a-z]*\) .*"alpha_losses":\([0-9]*\),"alpha_wins":\([0-9]*\),.*"draws":\([0-9]*\),.*|//   candidate \1, meta-rule \2: \3, +\5 =\6 -\4 for the set with it|' \
      -e '\|^//|!s|^|//   |' "$work/candidates.txt"
  if [ "${META:-0}" = 1 ]; then
    sed -n -e 's|^experiment \([^:]*\): \(.*\); rule set with the admitted rules written to .*|//   experiment \1: \2|p' "$work/generate.txt"
    sed -n -e 's|^candidate \([0-9/]*\) ([^,]*, meta-rule \([a-z_]*\) on \([^)]*\)): \([a-z]*\) .*"alpha_losses":\([0-9]*\),"alpha_wins":\([0-9]*\),.*"draws":\([0-9]*\),.*|//   candidate \1, meta-rule \2 on \3: \4, +\6 =\7 -\5 for the set with it|p' \
        "$work/generate.txt"
  fi
  echo "//"
  cat "$work/generated.nwl"
} >"$output"
"$newell" check "$output"
# What the run found, to the results log (bench/results/README.md).
results_log="$(dirname "$0")/../results/results_log.py"
command="bench/transformation/learned_set.sh $game $games $nodes $per_test OUTPUT $seed $credit"
failures=$(sed -n 's/^experiment [^:]*: \([0-9]*\) failures recorded.*/\1/p' "$work/propose.txt" | head -1)
[ -z "$failures" ] || python3 "$results_log" append "$command" "Learning: $game learned set, failures recorded in $games games" \
  "$failures" "failures" "$(sed -n 's/^experiment [^:]*: [0-9]* failures recorded, //p' "$work/propose.txt" | head -1)"
for field in tried admitted; do
  value=$(grep '^experiment ' "$work/propose.txt" | grep -o "[0-9][0-9]* $field" | head -1 | cut -d' ' -f1)
  [ -z "$value" ] || python3 "$results_log" append "$command" "Learning: $game learned set, proposed rules $field" "$value" "rules"
done
