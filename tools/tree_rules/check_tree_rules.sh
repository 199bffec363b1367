#!/usr/bin/env bash
# Rules of the tree that a grep can check (the project's conventions, style.md):
#  - a game is told by its descriptor, not by comparing its name ("chess", "checkers", "numbers"), and
#    a game's result is read by the descriptor and the notation readers, not compared as a string
#    ("1-0", "0-1", "1/2-1/2", "*");
#  - SQL is written only in store/.
# Reads every .cpp and .h under SOURCE_DIR but tests/, bench/ and build*/; prints each offence as
# file:line: text and exits 1, else one summary line. Usage: check_tree_rules.sh SOURCE_DIR
set -euo pipefail
source_dir="${1:?usage: check_tree_rules.sh SOURCE_DIR}"
cd "$source_dir"
mapfile -t files < <(find . \( -path ./tests -o -path ./bench -o -path './build*' -o -path ./.git \) -prune -o \
                          -type f \( -name '*.cpp' -o -name '*.h' \) -print | sed 's|^\./||' | sort)

# The places allowed to do what a rule forbids elsewhere, each with why.
game_name_places='^game_descriptor/'                    # the descriptor maps names to games
result_places='^(game_descriptor/|portable_notation/|checkers/pdn\.cpp$|tools/unity_names/)'
#   the descriptor and the notation readers read result tokens; tools/unity_names reads C++ tokens ("*")
sql_places='^store/'

offences=0
# check NAME ALLOWED_REGEX PATTERN: every match outside the allowed places is an offence.
check() {
  local name="$1" allowed="$2" pattern="$3" hit
  while IFS= read -r hit; do
    [ -n "$hit" ] || continue
    [[ "${hit%%:*}" =~ $allowed ]] && continue
    echo "$hit   <- $name"
    offences=$((offences + 1))
  done < <(grep -nHE "$pattern" "${files[@]}" || true)
}
check "a game's name compared as a string (ask the descriptor, game_descriptor/)" "$game_name_places" \
  '(==|!=)\s*"(chess|checkers|numbers)"|"(chess|checkers|numbers)"\s*(==|!=)|\.compare\("(chess|checkers|numbers)"'
check "a game's result compared as a string (the descriptor's Outcome)" "$result_places" \
  '(==|!=)\s*"(1-0|0-1|1/2-1/2|\*)"|"(1-0|0-1|1/2-1/2|\*)"\s*(==|!=)'
check "SQL outside store/" "$sql_places" \
  '"(SELECT|INSERT|UPDATE|DELETE|CREATE|BEGIN|PRAGMA)\b|sqlite3_|\.prepare\('

if [ "$offences" -gt 0 ]; then
  echo "tree rules: $offences offences in ${#files[@]} files"
  exit 1
fi
echo "tree rules: ${#files[@]} files, no game name or result compared as a string, no SQL outside store/"
