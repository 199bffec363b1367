#!/usr/bin/env bash
# The goal engine plays the moves it played before a change meant to change no move (a reshaping of
# goals/ or of the rule files): the 300 WAC positions at 2,000 and 20,000 nodes, and a 10-game chess
# and a 10-game checkers match at fixed nodes against our alpha-beta, every move compared with the
# recording in tests/data/moves_unchanged/. The engine is deterministic at fixed nodes and seed.
#
#   tests/goals/moves_unchanged.sh NEWELL            compare (exit 1 at the first difference of each part)
#   tests/goals/moves_unchanged.sh NEWELL --record   write the recording anew (after a change meant to move)
set -euo pipefail

newell="$(realpath "$1")"
mode="${2:-compare}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
recorded="$root/tests/data/moves_unchanged"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# The default rules are the checkout's (not an installed set's, not NEWELL_RULES from the caller).
unset NEWELL_RULES
cd "$root"

wac_moves() {  # NODES -> "id move" a line
  "$newell" solve --epd tests/data/chess/wac.epd --nodes "$1" --engine newell |
    awk '$2 == "solved" || $2 == "missed" { print $1, $3 }'
}

match_moves() {  # GAME FORMAT OPENINGS... -> every game's moves, a game a line, comments removed
  local game="$1" format="$2"
  shift 2
  local store="$scratch/$game.db"
  if ! "$newell" match --game "$game" --player newell:seed=1 --player newell:engine=alphabeta \
         --games 10 --nodes 3000 --concurrency 2 --db "$store" --name moves-unchanged "$@" \
         >"$scratch/$game.log" 2>&1 ||
     ! "$newell" export all "--$format" --db "$store" -o "$scratch/$game.$format" >>"$scratch/$game.log" 2>&1; then
    cat "$scratch/$game.log" >&2
    return 1
  fi
  {
  python3 - "$scratch/$game.$format" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
text = re.sub(r"\{[^}]*\}", " ", text)          # comments (the summaries) are not moves
for game in re.split(r"\n\s*\n(?=\[)", text.strip()):
    movetext = "\n".join(l for l in game.splitlines() if not l.startswith("["))
    tokens = [t for t in movetext.split() if not re.fullmatch(r"\d+\.+|1-0|0-1|1/2-1/2|2-0|0-2|1-1|\*", t)]
    tags = dict(re.findall(r'^\[(\w+) "([^"]*)"\]', game, re.M))
    print(tags.get("Round", "?"), tags.get("White", "?"), "|", " ".join(tokens))
PY
  # Games played two at a time are stored in the order they end: compare them by round.
  } | sort -t' ' -k1,1V
}

parts=(wac-2000 wac-20000 chess-match checkers-match)
produce() {
  case "$1" in
    wac-2000) wac_moves 2000 ;;
    wac-20000) wac_moves 20000 ;;
    chess-match) match_moves chess pgn --openings bench/match/openings-50.pgn ;;
    checkers-match) match_moves checkers pdn ;;
  esac
}

status=0
for part in "${parts[@]}"; do
  produce "$part" >"$scratch/$part.txt"
  if [ "$mode" = --record ]; then
    cp "$scratch/$part.txt" "$recorded/$part.txt"
    echo "$part: recorded $(wc -l <"$recorded/$part.txt") lines"
  elif diff -u "$recorded/$part.txt" "$scratch/$part.txt" >"$scratch/$part.diff"; then
    echo "$part: all $(wc -l <"$recorded/$part.txt") lines as recorded"
  else
    echo "$part: DIFFERS from the recording (first differences below)"
    head -n 20 "$scratch/$part.diff"
    status=1
  fi
done
[ "$status" -eq 0 ] && [ "$mode" != --record ] && echo "moves unchanged: every part as recorded"
exit "$status"
