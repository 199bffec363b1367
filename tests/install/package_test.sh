#!/usr/bin/env bash
# The Debian package as a user without the source tree gets it: cpack builds the .deb from the
# build folder, dpkg -x unpacks it into a scratch folder (no root, no container), and the unpacked
# binary plays `newell demo` and explains a checkers position with the unpacked rules, from a working
# directory outside the checkout. Usage: package_test.sh BUILD_DIR
set -euo pipefail
build_dir="$1"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

(cd "$build_dir" && cpack -G DEB -B "$scratch/out" >"$scratch/cpack.log" 2>&1) || { cat "$scratch/cpack.log"; exit 1; }
deb="$(ls "$scratch"/out/newell_*.deb)"
echo "package: $(basename "$deb"), $(du -k "$deb" | cut -f1) KiB"
dpkg-deb --field "$deb" Package Version Depends
dpkg -x "$deb" "$scratch/root"
newell="$scratch/root/usr/bin/newell"
rules="$scratch/root/usr/share/newell/rules"
test -x "$newell"
test -f "$rules/chess/newell.nwl"
test -f "$rules/chess/newell/pin.nwl"  # the concept files the index includes
test -f "$rules/checkers/newell.nwl"
test -f "$rules/checkers/newell/two_kings.nwl"
test -f "$scratch/root/usr/share/newell/trace.schema.json"
echo "installed size: $(du -sk "$scratch/root" | cut -f1) KiB"

# A portable build (NEWELL_NATIVE off: ./newell package) runs on any x86-64: no BMI2 instruction
# (PEXT, PDEP and the shifts a -march=native build of this CPU would use), no POPCNT.
if grep -q '^NEWELL_NATIVE:BOOL=OFF' "$build_dir/CMakeCache.txt"; then
  tuned="$(objdump -d --no-show-raw-insn "$newell" | grep -cE '\s(pext|pdep|shlx|shrx|sarx|bzhi|mulx|popcnt)\s' || true)"
  [ "$tuned" -eq 0 ] || { echo "the portable binary has $tuned BMI2/POPCNT instructions"; exit 1; }
  echo "instruction set: portable (no BMI2, no POPCNT instruction)"
else
  echo "instruction set: native (this build dir tunes for the CPU that built it; ./newell package uses the portable preset)"
fi

# From a working directory that is neither the checkout nor the package, the unpacked binary finds
# its rules beside itself (bin/../share/newell/rules), never through the source tree.
cd "$scratch"
"$newell" --version
"$newell" demo --plies 8 --nodes 2000 --db "$scratch/demo.db" --report "$scratch/demo.html"
test -s "$scratch/demo.html"
"$newell" explain --game checkers --nodes 500 | tee "$scratch/explain.txt"
grep -q "rules $rules/checkers/newell.nwl" "$scratch/explain.txt" || { echo "explain did not read the installed rules"; exit 1; }
# NEWELL_RULES names another folder of rules; then it is the only place looked in.
# The set is an index and the concept files it includes: both are copied.
mkdir -p "$scratch/mine/checkers"
cp -r "$rules/checkers/newell.nwl" "$rules/checkers/newell" "$scratch/mine/checkers/"
NEWELL_RULES="$scratch/mine" "$newell" explain --game checkers --nodes 500 | grep -q "rules $scratch/mine/checkers/newell.nwl" ||
  { echo "explain did not read the rules NEWELL_RULES names"; exit 1; }
# A relative --rules is read against the working directory, wherever that is.
"$newell" explain --game checkers --nodes 500 --rules mine/checkers/newell.nwl | grep -q "rules mine/checkers/newell.nwl" ||
  { echo "explain did not read the relative --rules from the working directory"; exit 1; }
# `newell turing replay` finds Turing's game and Turochamp's rules in the package, not in the checkout.
"$newell" turing replay --help | grep -q "$scratch/root/usr/share/newell/games/turing_glennie.pgn" ||
  { echo "turing replay does not default to the installed game"; exit 1; }
"$newell" turing replay --help | grep -q "$rules/chess/turochamp.nwl" ||
  { echo "turing replay does not default to the installed Turochamp rules"; exit 1; }
"$newell" turing replay | grep "^agreement: "
# `newell serve` from the package: the page is in the binary and the rules folder is the installed
# one; asked through bash's /dev/tcp, so no HTTP client is needed.
"$newell" serve --port 0 --db "$scratch/serve.db" >"$scratch/serve.log" 2>&1 &
serve_pid=$!
for _ in $(seq 100); do grep -q "http://" "$scratch/serve.log" && break; sleep 0.1; done
grep -q "rules folder $rules)" "$scratch/serve.log" || { cat "$scratch/serve.log"; echo "serve does not use the installed rules"; exit 1; }
port="$(sed -n 's|^newell serve: http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$scratch/serve.log")"
exec 3<>"/dev/tcp/127.0.0.1/$port"
printf 'GET / HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n' >&3
grep -q "<title>newell</title>" <&3 || { echo "serve from the package does not serve its page"; exit 1; }
exec 3<&-
kill -INT "$serve_pid"
wait "$serve_pid"
echo "serve: the page and the installed rules, from the package"
echo "package test: passed"
