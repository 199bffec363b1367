#!/usr/bin/env bash
# README.md's dependency table names every Debian package ./newell installs (and says why), and
# names no package that neither ./newell nor a .ci/install-* script installs.
# Usage: readme_packages_test.sh SOURCE_DIR
set -euo pipefail
source_dir="$1"
# The packages of the table's first column: `| pkg, pkg | why |` rows after the "## Dependencies" heading.
readme_packages="$(sed -n '/^## Dependencies/,/^## /p' "$source_dir/README.md" | grep -E '^\| [a-z0-9]' |
                   grep -v '^| package |' | cut -d'|' -f2 | tr ',' '\n' | tr -d ' ' | grep . | sort -u)"
# The arrays build_packages=(...) and opponent_and_test_packages=(...) of ./newell.
newell_packages="$(sed -n '/^[a-z_]*packages=($/,/^)$/p' "$source_dir/newell" | grep -vE '^[a-z_]*packages=\(|^\)$' |
                   tr ' ' '\n' | grep . | sort -u)"
[ -n "$newell_packages" ] || { echo "no package lists found in ./newell"; exit 1; }
missing="$(comm -23 <(echo "$newell_packages") <(echo "$readme_packages"))"
[ -z "$missing" ] || { echo "./newell installs what README.md's table does not name: $missing"; exit 1; }
for package in $(comm -13 <(echo "$newell_packages") <(echo "$readme_packages")); do
  grep -qw -- "$package" "$source_dir"/.ci/install-* ||
    { echo "README.md names $package, which neither ./newell nor .ci/install-* installs"; exit 1; }
done
echo "readme packages test: passed ($(echo "$newell_packages" | wc -l) packages of ./newell named)"
