#!/usr/bin/env bash
# The tree-rules check finds every offence of the fixture tree offending/ (and only those: store/'s
# SQL and the descriptor's name compare are allowed), names each by file:line, and fails.
# Usage: offending_tree_test.sh SOURCE_DIR
set -uo pipefail
here="$1/tests/tree_rules"
output="$("$1/tools/tree_rules/check_tree_rules.sh" "$here/offending")"
status=$?
[ "$status" -eq 1 ] || { echo "the check exited $status on the offending tree, not 1"; exit 1; }
diff <(echo "$output") "$here/offending.expected" || { echo "the check's report differs from offending.expected"; exit 1; }
echo "offending tree test: passed"
