#!/usr/bin/env bash
# The probes of issue 18 ("Nothing lost, nothing wrong"), replayed as a hostile or careless user
# would run them, each with what must happen; prints a table: probe, expected, result.
#
#   tests/reliability/probes.sh NEWELL [PROBE...]     every probe, or the named ones
#
# Exit status 0 when every probe run passes. NEWELL_PROBE_MEMORY_MB (default 64) is the memory
# ceiling of the memory probes; 0 skips them (CI's sanitizer build, whose shadow memory counts).
# NEWELL_PROBE_FULL=1 runs the figures at the issue's full size (20 trials of first use, a 100 MB
# PGN); the default sizes keep the script to about a minute for CI.
set -u
if [ $# -lt 1 ] || [ ! -x "$1" ] || [ -d "$1" ]; then
  echo "usage: $0 NEWELL [PROBE...]   (NEWELL: the newell binary, e.g. build/release/app/newell)" >&2
  exit 2
fi
NEWELL="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
shift
SOURCE="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
MEMORY_MB="${NEWELL_PROBE_MEMORY_MB:-64}"
FULL="${NEWELL_PROBE_FULL:-0}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/newell-probes.XXXXXX")"
trap 'chmod -R u+w "$WORK" 2>/dev/null; rm -rf "$WORK"' EXIT
cd "$WORK" || exit 2

# ---- helpers ----
n() { "$NEWELL" "$@"; }
# The peak resident memory of a command in MB (GNU time's maximum resident set size).
peak_mb() { /usr/bin/time -f '%M' -o "$WORK/time.out" "$@" >/dev/null 2>&1; echo $(( $(tail -n 1 "$WORK/time.out") / 1024 )); }
# A PGN of COUNT distinct short games (Round tells them apart) into FILE.
write_pgn() {
  awk -v count="$2" 'BEGIN {
    for (i = 1; i <= count; i++) {
      printf "[Event \"probe\"]\n[Site \"here\"]\n[Date \"2026.11.25\"]\n[Round \"%d\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"1/2-1/2\"]\n\n", i
      printf "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O {a comment that makes the game longer, as real annotated games are} 9. h3 Nb8 10. d4 Nbd7 1/2-1/2\n\n"
    }
  }' > "$1"
}
store_with_games() { write_pgn "$WORK/seed.pgn" "$2"; n import "$WORK/seed.pgn" --db "$1" >/dev/null 2>&1; }
limit_text() { if [ "$MEMORY_MB" -gt 0 ]; then echo "limit $MEMORY_MB MB"; else echo "no limit: sanitizer build"; fi; }
game_count() { n db info --db "$1" | awk '$1 == "games" { print $2 }'; }
sqlite_header() { head -c 15 "$1" 2>/dev/null; }
# Short games: GAMES (2 and 1 when not given), then the options.
MATCH=(--player newell:engine=alphabeta,depth=1 --player newell:engine=alphabeta,depth=1 --max-plies 8)
LEARN=(--game checkers --nodes 200 --max-plies 8)
quick_match() { local games=2; [[ "${1:-}" =~ ^[0-9]+$ ]] && { games=$1; shift; }; n match "${MATCH[@]}" --games $games "$@"; }
quick_learn() { local games=1; [[ "${1:-}" =~ ^[0-9]+$ ]] && { games=$1; shift; }; n learn "${LEARN[@]}" --games $games "$@"; }

# ---- probes: each prints its result in a few words and returns 0 when it is what was expected ----

probe_latin1_import() {
  write_pgn games.pgn 3
  # the second game's Site in Latin-1, as real collections have it
  sed -i '10s/.*/[Site "M\xfcnchen"]/' games.pgn
  n import games.pgn --db latin1.db >out.txt 2>err.txt || { echo "exit $?: $(head -c 200 err.txt)"; return 1; }
  grep -q "imported 3 chess games" out.txt || { echo "$(cat out.txt)"; return 1; }
  grep -q "games.pgn:10: not UTF-8, read as Latin-1" err.txt || { echo "no warning naming the line: $(cat err.txt)"; return 1; }
  n games --db latin1.db >/dev/null || { echo "games fails afterwards"; return 1; }
  echo "3 of 3 games stored, warning at games.pgn:10"
}

probe_latin1_check_json() {
  cp -r "$SOURCE/rules/checkers/newell" .  # the concept files the set's index includes
  { cat "$SOURCE/rules/checkers/newell.nwl"; printf '// caf\xe9\n'; } > latin1.nwl
  n check --json latin1.nwl >out.json 2>err.txt
  local status=$?
  [ $status -le 1 ] || { echo "exit $status: $(head -c 200 err.txt)"; return 1; }
  grep -q '"ok": true' out.json || { echo "not ok: $(head -c 300 out.json)"; return 1; }
  grep -q 'not UTF-8: read as Latin-1' out.json || { echo "no warning: $(head -c 300 out.json)"; return 1; }
  echo "JSON with a warning at the line, ok: true"
}

probe_latin1_match_name() {
  quick_match --name "$(printf 'x\xff')" --db name.db >out.txt 2>err.txt || { echo "exit $?: $(tail -c 200 err.txt)"; return 1; }
  grep -q "read as Latin-1" err.txt || { echo "no warning"; return 1; }
  quick_match --name "$(printf 'x\xff')" --db name.db >out2.txt 2>&1 || { echo "resuming fails: $(tail -c 200 out2.txt)"; return 1; }
  echo "match finished as 'x$(printf '\xc3\xbf')', resumes"
}

probe_latin1_learn_name() {
  quick_learn --name "$(printf 'y\xff')" --db learnname.db -o learned.nwl >out.txt 2>err.txt ||
    { echo "exit $?: $(tail -c 200 err.txt)"; return 1; }
  grep -q "read as Latin-1" err.txt || { echo "no warning"; return 1; }
  echo "learning finished as 'y$(printf '\xc3\xbf')'"
}

probe_output_over_store() {
  store_with_games over.db 2
  local failures=""
  n report 1 --db over.db -o over.db >/dev/null 2>err1.txt && failures+=" report"
  n export 1 --db over.db -o over.db >/dev/null 2>err2.txt && failures+=" export"
  n export 1 --db over.db -o ./over.db-wal >/dev/null 2>&1 && failures+=" export-wal"
  quick_learn --db over.db -o over.db >/dev/null 2>err3.txt && failures+=" learn"
  cp over.db other.db
  n export 1 --db over.db -o other.db >/dev/null 2>err4.txt && failures+=" export-to-another-store"
  [ -z "$failures" ] || { echo "written over the store by:$failures"; return 1; }
  grep -q "is the store this command reads" err1.txt || { echo "report's message: $(cat err1.txt)"; return 1; }
  grep -q "is a SQLite database" err4.txt || { echo "export's message: $(cat err4.txt)"; return 1; }
  [ "$(sqlite_header over.db)" = "SQLite format 3" ] && n db check --db over.db >/dev/null || { echo "the store was damaged"; return 1; }
  echo "report, export, learn -o refused; store intact"
}

probe_corrupt_store() {
  store_with_games corrupt.db 300
  local size
  size=$(stat -c %s corrupt.db)
  dd if=/dev/urandom of=corrupt.db bs=4096 seek=$(( size / 4096 / 2 )) count=1 conv=notrunc 2>/dev/null
  n db check --db corrupt.db >/dev/null 2>&1 && { echo "db check finds nothing wrong (size $size)"; return 1; }
  local before failures=""
  before=$(md5sum < corrupt.db)
  write_pgn more.pgn 2
  quick_match --db corrupt.db >/dev/null 2>err1.txt && failures+=" match"
  quick_learn --db corrupt.db -o x.nwl >/dev/null 2>err2.txt && failures+=" learn"
  n demo --plies 2 --nodes 300 --db corrupt.db --report '' >/dev/null 2>err3.txt && failures+=" demo"
  n import more.pgn --db corrupt.db >/dev/null 2>err4.txt && failures+=" import"
  [ -z "$failures" ] || { echo "wrote into the damaged store:$failures"; return 1; }
  for e in err1.txt err2.txt err4.txt; do
    grep -q "db check" $e || { echo "$e does not name db check: $(head -c 200 $e)"; return 1; }
  done
  [ "$(md5sum < corrupt.db)" = "$before" ] || { echo "the damaged file was changed"; return 1; }
  echo "match, learn, demo, import refused, naming db check; file unchanged"
}

uci_best_move() { printf '%s\ngo nodes 3000\n' "$1" | timeout 120 "$NEWELL" uci 2>/dev/null | grep '^bestmove' | tail -n 1; }
probe_uci_repetition() {
  local answer
  answer=$(uci_best_move "position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8")
  case "$answer" in "" | "bestmove 0000"*) echo "at threefold repetition: '$answer'"; return 1 ;; esac
  local fifty
  fifty=$(uci_best_move "position fen 4k3/8/8/8/8/8/8/R3K3 w - - 120 90")
  case "$fifty" in "" | "bestmove 0000"*) echo "at halfmove clock 120: '$fifty'"; return 1 ;; esac
  echo "repetition: $answer; clock 120: $fifty"
}


probe_first_use_race() {
  local trials=5 failures=0 trial
  [ "$FULL" = 1 ] && trials=20
  for trial in $(seq "$trials"); do
    rm -f race.db race.db-wal race.db-shm
    for i in 1 2 3 4; do (n db info --db race.db >race.$i.txt 2>&1; echo $? >race.$i.status) & done
    wait
    for i in 1 2 3 4; do [ "$(cat race.$i.status)" = 0 ] || { failures=$((failures + 1)); cp race.$i.txt failure.txt; }; done
  done
  [ $failures -eq 0 ] || { echo "$failures of $((trials * 4)) failed: $(head -c 150 failure.txt)"; return 1; }
  echo "$trials trials of 4 processes: 0 failures"
}

probe_reader_during_import() {
  write_pgn big.pgn 6000
  n import big.pgn --db busy.db --batch 20 >/dev/null 2>&1 &
  local importer=$! reads=0 failures=0
  while [ ! -s busy.db ] && kill -0 $importer 2>/dev/null; do sleep 0.01; done
  while kill -0 $importer 2>/dev/null; do
    n games --db busy.db --limit 1 >read.txt 2>&1 || { failures=$((failures + 1)); cp read.txt failure.txt; }
    reads=$((reads + 1))
  done
  wait $importer || { echo "the import failed"; return 1; }
  [ $failures -eq 0 ] || { echo "$failures of $reads reads failed: $(head -c 150 failure.txt)"; return 1; }
  echo "$reads reads during an import: 0 failures"
}

probe_read_only_store() {
  mkdir -p locked
  store_with_games locked/store.db 2
  chmod a-w locked locked/store.db
  # root writes anyway: the readers run as nobody, for whom the folder is read-only
  local as=()
  if [ "$(id -u)" = 0 ]; then
    chmod a+rx "$WORK" "$WORK/read_only_store" locked && chmod a+r locked/store.db
    as=(setpriv --reuid=65534 --regid=65534 --clear-groups)
  fi
  local failures=""
  "${as[@]}" "$NEWELL" games --db locked/store.db >/dev/null 2>err.txt || failures+=" games"
  "${as[@]}" "$NEWELL" show 1 --db locked/store.db >/dev/null 2>>err.txt || failures+=" show"
  "${as[@]}" "$NEWELL" export 1 --db locked/store.db >/dev/null 2>>err.txt || failures+=" export"
  "${as[@]}" "$NEWELL" db check --db locked/store.db >/dev/null 2>>err.txt || failures+=" db-check"
  chmod u+w locked locked/store.db
  [ -z "$failures" ] || { echo "cannot read:$failures: $(head -c 150 err.txt)"; return 1; }
  echo "games, show, export, db check read it${as:+ (as nobody)}"
}

probe_planted_rules() {
  mkdir -p shared/rules/chess shared/work/deeper
  printf 'game chess.\nplanted here.\n' > shared/rules/chess/newell.nwl
  local answer
  answer=$(cd shared/work/deeper && n explain --game chess --nodes 300 2>&1)
  case "$answer" in *planted* | *shared/rules*) echo "loaded the planted file: $(echo "$answer" | head -c 150)"; return 1 ;; esac
  printf 'game chess.\ninclude "/etc/passwd".\n' > absolute.nwl
  n check absolute.nwl >out.txt 2>&1 && { echo "an absolute include passed"; return 1; }
  grep -q "root:" out.txt && { echo "a system file was echoed"; return 1; }
  grep -q "is not a rule file" out.txt || { echo "$(head -c 200 out.txt)"; return 1; }
  printf 'game chess.\ninclude "../probe.txt".\n' > other.nwl
  n check other.nwl >out2.txt 2>&1 && { echo "a non-rule include passed"; return 1; }
  grep -q "is not a rule file" out2.txt || { echo "$(head -c 200 out2.txt)"; return 1; }
  echo "planted parent rules ignored; includes of /etc/passwd and a non-.nwl file refused, not echoed"
}

probe_error_cap() {
  awk 'BEGIN { print "game chess."; for (i = 0; i < 8000; i++) print "goal g" i "(X: nosuchtype) achieved when nonsense(X)." }' > many.nwl
  n check many.nwl >out.txt 2>err.txt
  local lines
  lines=$(wc -l < err.txt)
  grep -q "more not shown" err.txt || { echo "no cap: $lines lines"; return 1; }
  [ "$lines" -lt 1000 ] || { echo "$lines lines of errors"; return 1; }
  awk 'BEGIN { for (i = 0; i < 3000; i++) print "[Event \"x\"]\n1. e4 Zz9 *\n" }' > bad.pgn
  n import bad.pgn --db bad.db >/dev/null 2>import.txt
  grep -q "and 2000 more refused games not shown" import.txt || { echo "import not capped: $(wc -l < import.txt) lines"; return 1; }
  echo "check: $lines lines, then '$(grep 'more not shown' err.txt)'; import of 3000 bad games: $(wc -l < import.txt) lines"
}

probe_engine_flood() {
  cat > flood.sh <<'ENGINE'
#!/bin/sh
while read -r line; do
  case "$line" in
    uci) echo "id name flood"; echo "uciok" ;;
    isready) echo "readyok" ;;
    go*) head -c 30000000 /dev/zero | tr '\0' 'x'; echo; timeout 4 yes "info depth 1 score cp 0 nodes 1 pv e2e4 string flooding flooding flooding" ;;
    quit) exit 0 ;;
  esac
done
ENGINE
  chmod +x flood.sh
  local peak
  peak=$(peak_mb "$NEWELL" match --player "uci:$PWD/flood.sh" --player newell:engine=alphabeta,depth=1 --games 1 --tc 2+0.1 --db flood.db)
  n games --db flood.db >games.txt 2>&1 || { echo "no game stored"; return 1; }
  if [ "$MEMORY_MB" -gt 0 ] && [ "$peak" -ge "$MEMORY_MB" ]; then echo "match peaked at $peak MB"; return 1; fi
  echo "match peak $peak MB ($(limit_text)), the game adjudicated and stored"
}

probe_wrapper_orphans() {
  # An engine that answers the handshake, then hangs in `go` (a sleep it starts), behind a wrapper
  # script that starts it without exec: the match must leave none of the three running.
  local marker="hang-$$"
  cat > "$marker.sh" <<ENGINE
#!/bin/sh
while read -r line; do
  case "\$line" in
    uci) echo "id name hung"; echo "uciok" ;;
    isready) echo "readyok" ;;
    go*) sleep 9$$ ;;
  esac
done
ENGINE
  printf '#!/bin/sh\n"%s/%s.sh"\necho wrapper-done\n' "$PWD" "$marker" > wrapper.sh
  chmod +x "$marker.sh" wrapper.sh
  n match --player "uci:$PWD/wrapper.sh" --player newell:engine=alphabeta,depth=1 --games 1 --tc 1+0.1 --db hang.db >match.txt 2>&1
  n games --db hang.db 2>&1 | grep -q "^ *1 " || { echo "the match did not play: $(tail -c 200 match.txt)"; return 1; }
  sleep 1
  local left
  # living ones only: a killed orphan stays a zombie until the system's init reaps it
  left=$(ps -eo stat=,args= | awk '$1 !~ /^Z/' | grep -E "$marker|sleep 9$$" | grep -vc -e grep -e awk)
  pkill -KILL -f "$marker|sleep 9$$" 2>/dev/null
  [ "$left" -eq 0 ] || { echo "$left engine processes left running"; return 1; }
  echo "the game lost on time; 0 orphan processes"
}

probe_import_memory() {
  local megabytes=20
  [ "$FULL" = 1 ] && megabytes=100
  [ "$MEMORY_MB" = 0 ] && megabytes=2  # not measured: streaming is still exercised
  write_pgn huge.pgn $(( megabytes * 1024 * 1024 / 285 ))
  local peak size
  size=$(( $(stat -c %s huge.pgn) / 1024 / 1024 ))
  peak=$(peak_mb "$NEWELL" import huge.pgn --db huge.db)
  [ "$(n games --db huge.db --limit 1 | wc -l)" -ge 1 ] || { echo "nothing imported"; return 1; }
  if [ "$MEMORY_MB" -gt 0 ] && [ "$peak" -ge "$MEMORY_MB" ]; then echo "peak $peak MB for $size MB"; return 1; fi
  echo "peak $peak MB importing $size MB ($(limit_text))"
}

probe_explain_empty_fen() {
  n explain --game chess --fen "" --nodes 300 >out.txt 2>err.txt && { echo "accepted: used the start position"; return 1; }
  grep -qi "fen" err.txt || { echo "$(head -c 200 err.txt)"; return 1; }
  echo "refused: $(head -c 80 err.txt)"
}

probe_perft_unknown_operation() {
  printf 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ;D1 20 ;X9 400\n' > suite.epd
  n perft --epd suite.epd >out.txt 2>err.txt && { echo "exit 0: $(head -c 150 out.txt)"; return 1; }
  grep -q "X9" err.txt || { echo "$(head -c 200 err.txt)"; return 1; }
  echo "refused: $(head -c 100 err.txt)"
}

probe_escape_codes() {
  write_pgn escape.pgn 1
  sed -i "s/\[Site \"here\"\]/[Site \"$(printf 'x\033[2Jy\033]0;title\007z')\"]/; s/\[White \"a\"\]/[White \"$(printf 'w\033[31mred')\"]/" escape.pgn
  n import escape.pgn --db escape.db >/dev/null 2>&1 || { echo "import failed"; return 1; }
  n games --db escape.db >games.txt 2>&1
  n show 1 --db escape.db >show.txt 2>&1
  if grep -q "$(printf '\033')" games.txt show.txt; then echo "raw escape codes printed"; return 1; fi
  echo "games and show print escapes as text"
}

# Runs the command and kills it (the newell process itself) with SIGKILL after 0.2 to 1.8 s.
kill_after_a_while() {
  "$@" >/dev/null 2>&1 &
  local pid=$!
  sleep "$(( RANDOM % 9 / 5 )).$(( RANDOM % 8 + 2 ))"
  kill -9 $pid 2>/dev/null
  wait $pid 2>/dev/null
}

probe_kill_resume() {
  # kill -9 at a random moment of a run of a few seconds, then the same command again: every game
  # once, none lost or twice, the store sound.
  local trials=2 trial failures=""
  [ "$FULL" = 1 ] && trials=10
  local match=(match --player newell:engine=alphabeta,depth=3 --player newell:engine=alphabeta,depth=3 --max-plies 60 --games 200 --db match.db)
  local learn=(learn --game checkers --nodes 1000 --max-plies 60 --games 60 --db learn.db -o learned.nwl)
  write_pgn kill.pgn 30000
  for trial in $(seq "$trials"); do
    kill_after_a_while "$NEWELL" import kill.pgn --db import.db --batch 50
    kill_after_a_while "$NEWELL" "${match[@]}"
    kill_after_a_while "$NEWELL" "${learn[@]}"
  done
  n import kill.pgn --db import.db >/dev/null 2>&1 || failures+=" import-resume"
  n "${match[@]}" >/dev/null 2>&1 || failures+=" match-resume"
  n "${learn[@]}" >/dev/null 2>&1 || failures+=" learn-resume"
  [ -z "$failures" ] || { echo "resuming failed:$failures"; return 1; }
  local imported matched learned
  imported="$(game_count import.db)|$(n export all --pgn --db import.db 2>/dev/null | grep '^\[Round' | sort -u | wc -l)"
  matched=$(game_count match.db)
  learned=$(game_count learn.db)
  [ "$imported" = "30000|30000" ] || { echo "import: $imported games (count|distinct), not 30000"; return 1; }
  [ "$matched" = 200 ] || { echo "match: $matched games, not 200"; return 1; }
  [ "$learned" = 60 ] || { echo "learn: $learned games, not 60"; return 1; }
  for db in import.db match.db learn.db; do n db check --db $db >/dev/null 2>&1 || { echo "$db damaged"; return 1; }; done
  echo "$trials kill -9 each of import, match, learn, resumed: 30000, 200, 60 games, none lost or twice"
}

probe_uci_long_line() {
  local megabytes=20 peak reply
  [ "$FULL" = 1 ] && megabytes=100
  { head -c $(( megabytes * 1024 * 1024 )) /dev/zero | tr '\0' 'x'; printf '\nisready\nquit\n'; } > long.txt
  peak=$(peak_mb "$NEWELL" uci < long.txt)
  "$NEWELL" uci < long.txt > reply.txt 2>&1
  [ "$(wc -c < reply.txt)" -lt 2000 ] || { echo "a reply of $(wc -c < reply.txt) bytes"; return 1; }
  grep -q readyok reply.txt || { echo "no readyok after the long line"; return 1; }
  if [ "$MEMORY_MB" -gt 0 ] && [ "$peak" -ge "$MEMORY_MB" ]; then echo "uci peaked at $peak MB"; return 1; fi
  echo "a $megabytes MB line refused in one line of reply, readyok after; peak $peak MB ($(limit_text))"
}

probe_halfmove_wrap() {
  # 65,536 reversible plies: the 16-bit clock must saturate, not wrap to 0
  local moves
  moves=$(awk 'BEGIN { for (i = 0; i < 16384; i++) printf " g1f3 e8d8 f3g1 d8e8" }')
  printf 'position fen 4k3/8/8/8/8/8/8/4K1N1 w - - 0 1 moves%s\nd\nquit\n' "$moves" | "$NEWELL" uci > d.txt 2>&1
  local clock
  clock=$(awk '/^fen / { print $6 }' d.txt)
  [ "${clock:-0}" -ge 100 ] || { echo "halfmove clock $clock after 65,536 plies"; return 1; }
  echo "halfmove clock $clock after 65,536 plies from 0 (saturates)"
}

# ---- issue 53 (the store, includes, explain, match): one probe a function ----

# The store's header field at OFFSET (4 bytes) set to HEX (8 hex digits), in place.
set_header_field() { printf "$(echo "$3" | sed 's/../\\x&/g')" | dd of="$1" bs=1 seek="$2" conv=notrunc 2>/dev/null; }

probe_negative_user_version() {
  write_pgn more.pgn 2
  local version failures=""
  for version in 80000000 ffffffff fffffc18; do  # INT_MIN, -1, -1000
    store_with_games neg.db 2
    set_header_field neg.db 60 "$version"
    local before
    before=$(md5sum < neg.db)
    n import more.pgn --db neg.db >/dev/null 2>err1.txt; local import_status=$?
    n db info --db neg.db >/dev/null 2>err2.txt; local info_status=$?
    n games --db neg.db >/dev/null 2>err3.txt; local games_status=$?
    [ "$import_status|$info_status|$games_status" = "1|1|1" ] || failures+=" $version: exit $import_status|$info_status|$games_status"
    grep -q "no newell writes" err1.txt && grep -q "no newell writes" err2.txt && grep -q "no newell writes" err3.txt ||
      failures+=" $version: $(head -c 120 err1.txt)"
    [ "$(md5sum < neg.db)" = "$before" ] || failures+=" $version: the file changed"
    rm -f neg.db neg.db-wal neg.db-shm
  done
  [ -z "$failures" ] || { echo "not refused:$failures"; return 1; }
  echo "versions INT_MIN, -1, -1000: import, db info, games refused (exit 1), file unchanged"
}

probe_fifo_store() {
  mkfifo pipe.db
  local failures="" command started
  for command in games import "db info"; do
    started=$(date +%s%N)
    if [ "$command" = import ]; then write_pgn one.pgn 1; set -- import one.pgn; else set -- $command; fi
    timeout 5 "$NEWELL" "$@" --db pipe.db >/dev/null 2>err.txt
    local status=$? elapsed=$(( ($(date +%s%N) - started) / 1000000 ))
    [ $status -eq 124 ] && { failures+=" $command: blocked"; continue; }
    [ $status -eq 1 ] && grep -q "is a FIFO" err.txt || failures+=" $command: exit $status: $(head -c 100 err.txt)"
  done
  [ -p pipe.db ] || failures+=" the FIFO was replaced"
  [ -z "$failures" ] || { echo "$failures"; return 1; }
  echo "games, import, db info refused at once: $(head -c 90 err.txt)"
}

probe_forged_store_wal() {
  # A newell store set back to a rollback journal (header bytes 18-19 = 1) claiming schema version 1
  # while it holds the tables of the current one: the next migration cannot run.
  store_with_games forged.db 1
  printf '\x01\x01' | dd of=forged.db bs=1 seek=18 conv=notrunc 2>/dev/null
  set_header_field forged.db 60 00000001
  local before
  before=$(md5sum < forged.db)
  write_pgn one.pgn 1
  n import one.pgn --db forged.db >/dev/null 2>err.txt && { echo "imported into it"; return 1; }
  [ "$(md5sum < forged.db)" = "$before" ] || { echo "the file was written (WAL: $(od -An -tu1 -j18 -N1 forged.db))"; return 1; }
  [ -e forged.db-wal ] && { echo "a WAL file was made"; return 1; }
  grep -q "cannot be brought up to date" err.txt || { echo "$(head -c 200 err.txt)"; return 1; }
  echo "refused, not switched to WAL, unchanged: $(head -c 80 err.txt)"
}

probe_file_size_limit() {
  write_pgn many.pgn 3000
  ( ulimit -f 400; exec "$NEWELL" import many.pgn --db limited.db --batch 100 ) >out.txt 2>err.txt
  local status=$?
  [ $status -eq 1 ] || { echo "exit $status$([ $status -gt 128 ] && echo " (signal $((status - 128)))"): $(head -c 150 err.txt)"; return 1; }
  grep -q "file-size limit" err.txt || { echo "$(head -c 200 err.txt)"; return 1; }
  local kept stored
  kept=$(sed -n 's/.*the \([0-9]*\) games\{0,1\} of this import already committed are kept.*/\1/p' err.txt)
  [ -n "$kept" ] || { echo "does not say what is kept: $(head -c 200 err.txt)"; return 1; }
  stored=$(game_count limited.db)
  [ "$stored" = "$kept" ] || { echo "says $kept kept, the store holds $stored"; return 1; }
  n db check --db limited.db >/dev/null 2>&1 || { echo "the store is damaged"; return 1; }
  echo "exit 1, '$kept games ... already committed are kept', $stored stored, db check ok"
}

probe_disk_full() {
  # A 1 MB file system of its own (a mount namespace, so no root is needed where user namespaces are).
  write_pgn many.pgn 3000
  mkdir -p small
  unshare --user --map-root-user --mount sh -c \
    'mount -t tmpfs -o size=1m tmpfs small || exit 90; cd small && exec "$0" import ../many.pgn --db full.db --batch 100' \
    "$NEWELL" >out.txt 2>err.txt
  local status=$?
  [ $status -eq 90 ] && { echo "not tried: this system allows no mount namespace ($(head -c 80 err.txt))"; return 0; }
  [ $status -eq 1 ] || { echo "exit $status: $(head -c 150 err.txt)"; return 1; }
  grep -q "the disk is full" err.txt && grep -q "already committed are kept" err.txt ||
    { echo "$(head -c 250 err.txt)"; return 1; }
  echo "exit 1: $(grep -o "the disk is full.*" err.txt | head -c 120)"
}

probe_damaged_store_words() {
  store_with_games words.db 300
  local size
  size=$(stat -c %s words.db)
  # 200 zero bytes inside a page of the games: damage the check finds and can still describe
  dd if=/dev/zero of=words.db bs=1 seek=$(( size / 4096 / 2 * 4096 + 100 )) count=200 conv=notrunc 2>/dev/null
  write_pgn one.pgn 1
  n import one.pgn --db words.db >/dev/null 2>err.txt && { echo "imported into a damaged store"; return 1; }
  grep -q "is damaged" err.txt || { echo "$(head -c 200 err.txt)"; return 1; }
  grep -q '\*\*\*' err.txt && { echo "quotes SQLite raw: $(head -c 200 err.txt)"; return 1; }
  echo "$(grep -o "is damaged ([^)]*)" err.txt | head -c 110)"
}

probe_long_fen_tag() {
  { printf '[Event "x"]\n[SetUp "1"]\n[FEN "'; head -c 102400 /dev/zero | tr '\0' 'p'; printf '"]\n\n1. e4 *\n'; } > fen.pgn
  n import fen.pgn --db fen.db >/dev/null 2>err.txt
  local bytes
  bytes=$(wc -c < err.txt)
  [ "$bytes" -lt 2000 ] || { echo "$bytes bytes on stderr"; return 1; }
  grep -q "FEN" err.txt || { echo "no message: $(head -c 200 err.txt)"; return 1; }
  echo "$bytes bytes on stderr: $(head -c 120 err.txt)"
}

probe_explain_negative_seed() {
  n explain --game chess --nodes 300 --seed -1 >out.txt 2>err.txt
  local status=$?
  [ $status -eq 2 ] || { echo "exit $status: $(head -c 120 out.txt)"; return 1; }
  grep -q -- "--seed" err.txt || { echo "$(head -c 200 err.txt)"; return 1; }
  echo "exit 2: $(head -n 1 err.txt | head -c 100)"
}

probe_include_bomb() {
  # Twenty files of about 60 bytes, each including the next one twice.
  local level
  for level in $(seq 0 19); do
    { [ "$level" = 0 ] && echo "game chess."; printf 'include "b%02d.nwl".\ninclude "b%02d.nwl".\n' $((level + 1)) $((level + 1)); } \
      > "b$(printf %02d "$level").nwl"
  done
  printf 'define bomb_value := 1.\n' > b20.nwl
  local started elapsed peak
  started=$(date +%s%N)
  timeout 10 "$NEWELL" check b00.nwl >out.txt 2>&1 || { echo "check failed or was killed after 10 s: $(head -c 200 out.txt)"; return 1; }
  elapsed=$(( ($(date +%s%N) - started) / 1000000 ))
  peak=$(peak_mb timeout 30 "$NEWELL" check b00.nwl)
  [ $elapsed -lt 1000 ] || { echo "check took $elapsed ms"; return 1; }
  if [ "$MEMORY_MB" -gt 0 ] && [ "$peak" -ge 50 ]; then echo "check peaked at $peak MB"; return 1; fi
  # explain --rules reads rules through the same loader
  # (the shipped set is an index of concept files: its folder comes along)
  cp -r "$SOURCE/rules/chess/newell" newell
  { cat "$SOURCE/rules/chess/newell.nwl"; printf 'include "b01.nwl".\n'; } > bombed.nwl
  timeout 30 "$NEWELL" explain --game chess --nodes 300 --rules bombed.nwl >/dev/null 2>err.txt ||
    { echo "explain --rules: exit $?: $(head -c 150 err.txt)"; return 1; }
  echo "check in $elapsed ms, peak $peak MB ($(limit_text)); explain --rules with it included: fine"
}

probe_twin_matches() {
  # Two identical matches on one store started at once: the experiment holds exactly the games asked for.
  local twin=(match --player newell:engine=alphabeta,depth=2 --player newell:engine=alphabeta,depth=2 --max-plies 30 --games 8 --db twin.db)
  n "${twin[@]}" >out1.txt 2>err1.txt &
  local first=$!
  n "${twin[@]}" >out2.txt 2>err2.txt &
  local second=$!
  wait $first; local status1=$?
  wait $second; local status2=$?
  [ "$status1|$status2" = "0|0" ] || { echo "exit $status1 and $status2: $(tail -c 150 err1.txt) $(tail -c 150 err2.txt)"; return 1; }
  local stored
  stored=$(game_count twin.db)
  [ "$stored" = 8 ] || { echo "$stored games stored for --games 8"; return 1; }
  n "${twin[@]}" >out3.txt 2>&1 || { echo "resuming fails"; return 1; }
  grep -q "Score of .*/8 " out3.txt || { echo "$(grep Score out3.txt)"; return 1; }
  echo "8 games stored for --games 8 (played $(grep -ho '[0-9]* games* were played by another run' out1.txt out2.txt | head -n 1 | cut -d' ' -f1) by the other run)"
}

# ---- the table ----
# ---- UCI never stops listening (issue 53): each probe feeds `newell uci` as a GUI would ----
now_ms() { date +%s%3N; }
# Runs `newell uci ARGS...` on the commands from the function INPUT (its own timing); its answers
# (readyok, bestmove, errors: not the many info lines, which would keep the clock behind) each
# prefixed with the time it came, into answer.txt; prints how long the engine ran.
uci_timed() {
  local input=$1 started ended
  shift
  started=$(now_ms)
  "$input" | timeout 30 "$NEWELL" uci "$@" 2>&1 | grep --line-buffered -E '^(readyok|bestmove|info string)' |
    while IFS= read -r line; do echo "$(now_ms) $line"; done > answer.txt
  ended=$(now_ms)
  echo $(( ended - started ))
}
# How long after the end of input `newell uci --engine ENGINE` exits when the last command is GO.
uci_exit_after() {
  local engine=$1 go=$2 closed ended bestmoves
  closed=$( { printf 'position startpos\nisready\n'; sleep 1; printf '%s\n' "$go"; sleep 0.2; now_ms > "closed.$engine"; } |
    timeout 20 "$NEWELL" uci --engine "$engine" > "answer.$engine.txt" 2>&1; now_ms)
  ended=$closed
  closed=$(cat "closed.$engine")
  bestmoves=$(grep -c '^bestmove' "answer.$engine.txt")
  echo "$engine $(( ended - closed )) $bestmoves"
}
uci_exit_probe() {
  local go=$1 engine result ms bestmoves report="" failed=0
  for engine in alphabeta newell; do
    read -r _ ms bestmoves <<<"$(uci_exit_after "$engine" "$go")"
    report+="$engine ${ms} ms, "
    if [ "$ms" -gt 1000 ] || [ "$bestmoves" -ne 1 ]; then failed=1; report+="($bestmoves bestmove) "; fi
  done
  echo "'$go' then end of input: exit after ${report%, }"
  [ $failed -eq 0 ]
}
probe_uci_eof_go() { uci_exit_probe "go"; }
probe_uci_eof_searchmoves() { uci_exit_probe "go searchmoves e2e4"; }
probe_uci_eof_depth_60() { uci_exit_probe "go depth 60"; }
probe_uci_eof_huge_clock() { uci_exit_probe "go wtime 100000000000 btime 100000000000"; }

second_go_input() { printf 'position startpos\ngo infinite\ngo depth 2\n'; sleep 0.5; now_ms > sent.txt; printf 'isready\n'; sleep 1; printf 'stop\n'; sleep 2; }
probe_uci_second_go_isready() {
  local ran ready first_move
  ran=$(uci_timed second_go_input --engine alphabeta)
  ready=$(awk '$2 == "readyok" { print $1; exit }' answer.txt)
  first_move=$(awk '$2 == "bestmove" { print $1; exit }' answer.txt)
  [ -n "$ready" ] || { echo "no readyok (ran $ran ms)"; return 1; }
  [ "$(grep -c ' bestmove ' answer.txt)" -eq 2 ] || { echo "$(grep -c ' bestmove ' answer.txt) bestmoves, 2 expected"; return 1; }
  [ "$ready" -lt "$first_move" ] || { echo "readyok only after the search ended"; return 1; }
  local ms=$(( ready - $(cat sent.txt) ))
  [ "$ms" -le 250 ] || { echo "readyok after $ms ms"; return 1; }
  echo "readyok $ms ms after isready, during the search; both go answered"
}

stop_then_go_input() { printf 'position startpos\ngo infinite\n'; sleep 0.5; printf 'stop\ngo depth 2\n'; sleep 3; }
probe_uci_stop_then_go() {
  local engine report=""
  for engine in alphabeta newell; do
    uci_timed stop_then_go_input --engine "$engine" >/dev/null
    grep -q 'already searching' answer.txt && { echo "$engine: $(grep -m1 'already searching' answer.txt)"; return 1; }
    [ "$(grep -c ' bestmove ' answer.txt)" -eq 2 ] || { echo "$engine: $(grep -c ' bestmove ' answer.txt) bestmoves, 2 expected"; return 1; }
    report+="$engine 2 bestmoves, "
  done
  echo "${report%, }"
}

hash_input() { printf 'setoption name Hash value 4096\n'; now_ms > sent.txt; printf 'isready\n'; sleep 2; printf 'go depth 3\n'; sleep 2; printf 'quit\n'; }
probe_uci_hash_4096() {
  uci_timed hash_input --engine alphabeta >/dev/null
  local ready ms
  ready=$(awk '$2 == "readyok" { print $1; exit }' answer.txt)
  [ -n "$ready" ] || { echo "no readyok"; return 1; }
  ms=$(( ready - $(cat sent.txt) ))
  [ "$ms" -le 1000 ] || { echo "readyok after $ms ms"; return 1; }
  grep -q ' bestmove ' answer.txt || { echo "no bestmove after the Hash was set"; return 1; }
  echo "readyok $ms ms after isready$(grep -q 'more than half' answer.txt && echo ', capped with a message'); go answered"
}

probe_uci_goal_searchmoves() {
  local move
  move=$(printf 'position startpos\ngo nodes 3000 searchmoves a2a3 h2h3\n' | timeout 60 "$NEWELL" uci --engine newell 2>/dev/null |
    awk '$1 == "bestmove" { print $2 }')
  [ "$move" = a2a3 ] || [ "$move" = h2h3 ] || { echo "bestmove '$move'"; return 1; }
  echo "bestmove $move"
}
# ---- end of the UCI probes ----

PROBES=(
  "latin1_import|a Latin-1 tag: every game stored, a warning names file:line"
  "latin1_check_json|check --json on a Latin-1 rule file: JSON with a warning"
  "latin1_match_name|match --name x\\xff: finishes, resumes"
  "latin1_learn_name|learn --name y\\xff: finishes"
  "output_over_store|-o naming the store or any SQLite file: refused"
  "corrupt_store|4 KB of noise mid-store: writers refuse, naming db check"
  "uci_repetition|goal engine at repetition and clock 120: a legal move"
  "first_use_race|4 processes open a new store at once: none fails"
  "reader_during_import|games during an import: never 'database is locked'"
  "read_only_store|a store in a read-only folder: games, show, export read it"
  "planted_rules|rules/ in a parent of the cwd ignored; bad includes refused"
  "error_cap|8,000 bad rules, 3,000 bad games: errors capped, 'and N more'"
  "engine_flood|an engine flooding 30 MB lines and info: match stays small"
  "wrapper_orphans|a hung engine behind a wrapper script: killed with the match"
  "import_memory|import a big PGN: peak memory under the limit"
  "kill_resume|kill -9 of import, match, learn, then resumed: no game lost or twice"
  "uci_long_line|a 20 MB UCI line (100 with FULL): refused, not echoed, small"
  "halfmove_wrap|65,536 reversible plies: the halfmove clock does not wrap"
  "explain_empty_fen|explain --fen '': refused, not the start position"
  "perft_unknown_operation|perft --epd with an unknown operation: refused"
  "escape_codes|terminal escape codes in tags: not printed raw"
  # UCI never stops listening (issue 53)
  "uci_eof_go|go with no limit, then end of input: exits within 1 s, both engines"
  "uci_eof_searchmoves|go searchmoves e2e4, then end of input: exits within 1 s"
  "uci_eof_depth_60|go depth 60, then end of input: exits within 1 s"
  "uci_eof_huge_clock|a clock of years, then end of input: exits within 1 s"
  "uci_second_go_isready|a second go during a search: isready answered at once"
  "uci_stop_then_go|stop then at once go depth 2: answered, both engines"
  "uci_hash_4096|setoption Hash 4096: isready within 1 s, capped by the memory"
  "uci_goal_searchmoves|goal engine, go nodes 3000 searchmoves a2a3 h2h3: one of them"
)
# issue 53 (the store, includes, explain, match)
PROBES+=(
  "negative_user_version|user_version INT_MIN, -1, -1000: refused by every opener, untouched"
  "fifo_store|a FIFO as the store: refused at once, not blocking"
  "forged_store_wal|a forged store that cannot migrate: refused, not switched to WAL"
  "file_size_limit|ulimit -f during import: an error saying what is kept, no SIGXFSZ"
  "disk_full|a full disk during import: an error saying what is kept"
  "damaged_store_words|a damaged store's message: no raw '*** in database main ***'"
  "long_fen_tag|a 100 KB FEN tag: quoted once, shortened"
  "explain_negative_seed|explain --seed -1: a usage error (exit 2)"
  "include_bomb|20 files each including the next twice: check under 1 s, 50 MB"
  "twin_matches|two identical matches at once on one store: exactly the games asked"
)

selected=("$@")
failed=0
rows=()
for entry in "${PROBES[@]}"; do
  name="${entry%%|*}"
  expected="${entry#*|}"
  if [ ${#selected[@]} -gt 0 ] && [[ " ${selected[*]} " != *" $name "* ]]; then continue; fi
  mkdir -p "$WORK/$name"
  result=$(cd "$WORK/$name" && "probe_$name" 2>&1)
  status=$?
  verdict=pass
  if [ $status -ne 0 ]; then verdict=FAIL; failed=$((failed + 1)); fi
  rows+=("$name|$expected|$verdict: ${result//$'\n'/ }")
done

printf '%-23s | %-66s | %s\n' "probe" "expected" "result"
printf '%s-+-%s-+-%s\n' "$(printf '%023d' 0 | tr 0 -)" "$(printf '%066d' 0 | tr 0 -)" "------"
for row in "${rows[@]}"; do
  IFS='|' read -r name expected result <<<"$row"
  printf '%-23s | %-66s | %s\n' "$name" "$expected" "$result"
done
echo "${#rows[@]} probes, $failed failed"
[ $failed -eq 0 ]
