#!/bin/sh
# Issue 15, item 2: the opponent model's top-3 accuracy before and after learning the replies, next
# to a uniform model, on games not learned from:
#   checkers: learned from a self-play run's games (`newell learn`, exported) and from master games
#     1-2000 of /work/shared/data/checkers/games.pdn; measured on master games 4001-5000;
#   chess: learned from a self-play run's games and from engine games 1-50 (Stockfish at UCI_Elo
#     2000 against toga2, 20 ms a move, the built-in openings, played here); measured on games 51-100.
#
#   bench/transformation/replies.sh SELFPLAY_CHECKERS.db SELFPLAY_CHESS.db [OUT]
#
# The stores are those of `newell learn` runs (e.g. bench/transformation/learned_set.sh's); their
# first experiment's games are learned from. Run from the repository root after a release build;
# NEWELL= names another binary.
set -eu
if [ $# -lt 2 ]; then
  echo "usage: $0 SELFPLAY_CHECKERS.db SELFPLAY_CHESS.db [OUT]" >&2
  exit 2
fi
newell=${NEWELL:-build/release/app/newell}
out=${3:-/tmp/replies}
masters=/work/shared/data/checkers/games.pdn
mkdir -p "$out"
"$newell" export all --pdn --experiment 1 --db "$1" -o "$out/checkers-selfplay.pdn"
"$newell" export all --pgn --experiment 1 --db "$2" -o "$out/chess-selfplay.pgn"
[ -s "$out/engine-games.pgn" ] || {
  nice "$newell" match --game chess --movetime 20 --games 100 --concurrency 1 --db "$out/engine-games.db" --name engine-games \
    --player "uci:stockfish,UCI_LimitStrength=true,UCI_Elo=2000,name=stockfish-2000" --player "uci:toga2,name=toga2" >/dev/null
  "$newell" export all --pgn --db "$out/engine-games.db" -o "$out/engine-games.pgn"
}
results_log="$(dirname "$0")/../results/results_log.py"
# replies NAME ARGS...: `newell learn replies ARGS`, its top-3 figures to the results log (bench/results/README.md).
replies() {
  name="$1"; shift
  nice "$newell" learn replies "$@" | tee "$out/replies.txt"
  for which in "before learning" "after learning" "uniform"; do
    value=$(grep "^  $which" "$out/replies.txt" | sed -n 's/.* \([0-9.]*\)%.*/\1/p' | head -1)
    [ -z "$value" ] || python3 "$results_log" append "bench/transformation/replies.sh SELFPLAY_CHECKERS.db SELFPLAY_CHESS.db" \
      "Learning: replies $name: top 3, $which" "$value" "%" "$(grep "^top 3 on" "$out/replies.txt" | head -1)"
  done
}
replies "checkers, learned from self-play" --game checkers --train "$out/checkers-selfplay.pdn" --train-games 1000 --test "$masters" --test-skip 4000 --test-games 1000 \
  -o "$out/checkers-replies-selfplay.nwl"
replies "checkers, learned from master games" --game checkers --train "$masters" --train-games 2000 --test "$masters" --test-skip 4000 --test-games 1000 \
  -o "$out/checkers-replies-masters.nwl"
replies "chess, learned from self-play" --game chess --train "$out/chess-selfplay.pgn" --train-games 1000 --test "$out/engine-games.pgn" --test-skip 50 --test-games 50 \
  -o "$out/chess-replies-selfplay.nwl"
replies "chess, learned from engine games" --game chess --train "$out/engine-games.pgn" --train-games 50 --test "$out/engine-games.pgn" --test-skip 50 --test-games 50 \
  -o "$out/chess-replies-engines.nwl"
