#!/usr/bin/env bash
# The First Position plan of rules/checkers/newell.nwl, rule by rule: the textbook wins
# (tests/data/checkers/plans.txt) with the rules as committed and with each addition of the plan
# taken out, the goal engine and the alpha-beta defender at the same settings. At 200 ms a move a
# run differs from the next (the clock); with --nodes N both sides search N nodes a move and every
# run is the same.
#   bench/goal_engine/checkers_first_position_ablation.sh [BUILD_DIR] [--nodes N | --movetime MS]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${1:-$root/build/release}"
shift || true
limit=("${@:---movetime}")
[ "${limit[0]}" = "--movetime" ] && [ "${#limit[@]}" -eq 1 ] && limit=(--movetime 200)
case "${limit[0]}" in
  --nodes) defender=(--defender-nodes "${limit[1]}") ;;
  --movetime) defender=(--defender-movetime "${limit[1]}") ;;
  *) echo "checkers_first_position_ablation: the limit is --nodes N or --movetime MS, not ${limit[*]}" >&2; exit 1 ;;
esac
bench="$build/bench/goal_engine/bench_goal_engine_checkers_plans"
rules="$root/rules/checkers/newell.nwl"
positions="$root/tests/data/checkers/plans.txt"
[ -x "$bench" ] || { echo "checkers_first_position_ablation: no $bench (build the release preset first)" >&2; exit 1; }
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
# The set as one text, each `include` line of the index replaced by the concept file it names (the
# index holds nothing else, so the statements keep the order the includes give them): the variants
# below are edits of that text.
text="$scratch/as-committed.nwl"
awk -v folder="$(dirname "$rules")" '
  /^include "[^"]*"\.$/ { file = folder "/" substr($0, 10, length($0) - 11)
                          while ((getline line < file) > 0) print line
                          close(file); next }
  { print }
' "$rules" >"$text"

# A net is a `net seek_NAME(...)` line and its indented lines up to the next unindented line.
without_net() {
  awk -v name="$1" '
    $0 ~ "^net seek_" name "\\(" { skipping = 1; next }
    skipping && /^[[:space:]]/ { next }
    { skipping = 0; print }
  ' "$text"
}
without_net hold_corner >"$scratch/without-hold_corner.nwl"
without_net take_corner >"$scratch/without-take_corner.nwl"
without_net meet_man >"$scratch/without-meet_man.nwl"
without_net squeeze >"$scratch/without-squeeze.nwl"
# Repetitions allowed: no move or position counts as seen before.
sed -e 's/ - 2 \* (hunting and repeats(M))//' -e 's/ and not repeats(X)//' -e 's/ and not repeated//' \
  "$text" >"$scratch/without-repetition-checks.nwl"
sed 's/^aspire refute_depth .*/aspire refute_depth if hunting then 3 else 6./' "$text" >"$scratch/refute_depth-3.nwl"
sed 's/^aspire candidate_margin .*/aspire candidate_margin if exists T in theirs: lone_king(T) then 90 else 40./' \
  "$text" >"$scratch/candidate_margin-90.nwl"
sed 's/^aspire transient_crown 1\.$//' "$text" >"$scratch/crown-kept.nwl"
sed '/and not (piece_count(opponent) > 1 and corner_held(T))/d' "$text" >"$scratch/posts-kept.nwl"
# The king that holds the man marches to its post with the other (no guard rule).
sed '/and (not guards_man(A) or exists B in mine/d' "$text" >"$scratch/guard-marches.nwl"
sed 's/^aspire transient_hold_corner 1\.$//' "$text" >"$scratch/hold_corner-kept.nwl"
sed 's/^aspire transient_ctl 1\.$//' "$text" >"$scratch/ctl-kept.nwl"

source "$root/bench/results/append.sh"  # each variant's wins also go to the results log
run() {
  local name="$1" file="$2" line won games
  printf '%-28s ' "$name"
  line="$("$bench" --positions "$positions" --rules "$file" "${limit[@]}" "${defender[@]}" --list |
    awk '/: won in/ { won = won " " NR / 2 } /^textbook wins/ { sub(/^textbook wins: /, ""); print $0 "; won:" won }')"
  echo "$line"
  won="$(sed -n 's/^won \([0-9]*\)\/\([0-9]*\) within.*/\1/p' <<<"$line")"
  games="$(sed -n 's/^won \([0-9]*\)\/\([0-9]*\) within.*/\2/p' <<<"$line")"
  [ -n "$won" ] && results_append "bench/goal_engine/checkers_first_position_ablation.sh BUILD ${limit[*]}" \
    "Checkers plans: First Position ablation, $name, ${limit[*]}" "$won" "positions of $games" "${line#*; }"
  return 0
}
echo "== ${limit[*]} a move for the goal engine, ${defender[*]} for alpha-beta; won: the numbers of the positions in $positions"
run "as committed" "$rules"
for variant in without-hold_corner without-take_corner without-meet_man without-squeeze without-repetition-checks \
               refute_depth-3 candidate_margin-90 crown-kept posts-kept guard-marches hold_corner-kept ctl-kept; do
  run "$variant" "$scratch/$variant.nwl"
done
