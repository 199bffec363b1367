#!/bin/bash
# The checkers plans of issue 13 at the issue's settings: the textbook wins (First Position and its
# kind) with the goal engine and the alpha-beta defender at 200 ms a move each, then every start of
# two kings against one (node budgets: 3,267 games at 200 ms a move would take hours; the defender's
# 20,000 nodes search it 12-20 plies deep in these positions).
#   bench/goal_engine/checkers_plans.sh [BUILD_DIR]
set -euo pipefail
build=${1:-build/release}
here=$(cd "$(dirname "$0")/../.." && pwd)
bench="$build/bench/goal_engine/bench_goal_engine_checkers_plans"
[ -x "$bench" ] || { echo "no $bench: cmake --build $build --target bench_goal_engine_checkers_plans" >&2; exit 1; }
source "$here/bench/results/append.sh"  # each tally also goes to the results log (bench/results/README.md)
# run MEASURE ARGS...: the bench with ARGS; its "...: won W/G within the move limit" lines to the log as MEASURE.
run() {
  local measure="$1" output line won games what; shift
  output="$("$bench" "$@")"
  echo "$output"
  while IFS= read -r line; do
    won="$(sed -n 's/.*: won \([0-9]*\)\/\([0-9]*\) within the move limit.*/\1/p' <<<"$line")"
    games="$(sed -n 's/.*: won \([0-9]*\)\/\([0-9]*\) within the move limit.*/\2/p' <<<"$line")"
    what="${line%%: won *}"
    [ "$what" = "textbook wins" ] && what="" || what=" ($what)"
    [ -n "$won" ] && results_append "bench/goal_engine/checkers_plans.sh" "$measure$what" "$won" "games of $games" \
      "$(sed 's/.*within the move limit; //' <<<"$line")"
  done <<<"$output"
}
run "Checkers plans: textbook positions won at 200 ms" \
  --positions "$here/tests/data/checkers/plans.txt" --movetime 200 --defender-movetime 200
# Second Position and its kind: longer wins (Lasker's solution is 34 moves to the first exchange).
run "Checkers plans: Second Position won at 200 ms" \
  --positions "$here/tests/data/checkers/second_position.txt" --movetime 200 --defender-movetime 200 --max-moves 80
run "Checkers plans: two kings against one, won within 40 moves" --two-kings-v-one --nodes 3000 --defender-nodes 20000
