#!/bin/sh
# Issue 15, items 1 and 2, in one command: self-play learning with Newell's credit (`--credit
# tactic`: the rule that provided a subgoal reinforced when the tactic reached its goal, the rules
# above it by share) and likelihoods learned from play (`--learn-likelihoods`), then the Brier score
# of the tactic likelihoods in the learner's first and last games (and the frozen baseline's in the
# last ones), and every weight change with its evidence (`newell learn show`).
#
#   bench/transformation/credit_and_likelihoods.sh GAME GAMES NODES [SEED]
#
# Run from the repository root after a release build; NEWELL= names another binary, OUT= the folder
# for the store, the learned file and the reliability charts (default /tmp/credit-GAME-GAMES-SEED).
# LIKELIHOODS=fixed is the control: the same run with the rules' own likelihoods (weights learned
# alike), so that the Brier scores show what the learned likelihoods did.
set -eu
if [ $# -lt 3 ]; then
  echo "usage: $0 GAME GAMES NODES [SEED]" >&2
  exit 2
fi
game=$1 games=$2 nodes=$3 seed=${4:-1955}
case $game in chess|checkers) ;; *) echo "$0: GAME is chess or checkers, not '$game'" >&2; exit 2 ;; esac
newell=${NEWELL:-build/release/app/newell}
out=${OUT:-/tmp/credit-$game-$games-$seed}
likelihoods=${LIKELIHOODS:-learned}
case $likelihoods in
  learned) learn_likelihoods=--learn-likelihoods name=credit-$game-$games-$seed ;;
  fixed) learn_likelihoods= name=credit-fixed-$game-$games-$seed ;;
  *) echo "$0: LIKELIHOODS is learned or fixed, not '$likelihoods'" >&2; exit 2 ;;
esac
quarter=$((games / 4))
[ "$quarter" -ge 1 ] || { echo "$0: GAMES must be at least 4" >&2; exit 2; }
mkdir -p "$out"
start=$(date +%s)
"$newell" learn --game "$game" --rules "rules/$game/newell.nwl" --games "$games" --nodes "$nodes" \
  --max-plies 200 --seed "$seed" --credit tactic $learn_likelihoods --name "$name" --db "$out/learn.db" -o "$out/$name.nwl"
echo "learning took $(( $(date +%s) - start )) s for $games games"
python3 bench/transformation/brier_by_games.py "$out/learn.db" --experiment "$name" --first "$quarter" --last "$quarter" \
  --svg-prefix "$out/brier"
"$newell" learn show "$name" --db "$out/learn.db" --evidence 3
