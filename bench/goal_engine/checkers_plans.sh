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
"$bench" --positions "$here/tests/data/checkers/plans.txt" --movetime 200 --defender-movetime 200
# Second Position and its kind: longer wins (Lasker's solution is 34 moves to the first exchange).
"$bench" --positions "$here/tests/data/checkers/second_position.txt" --movetime 200 --defender-movetime 200 --max-moves 80
"$bench" --two-kings-v-one --nodes 3000 --defender-nodes 20000
