# Sourced by the install tests: a scratch folder whose bin/ shadows the system's tools with
# stand-ins that record how ./newell called them, so ./newell's set-up runs without installing or
# building anything. Defines $scratch (removed on exit) and the two sets of stand-ins below.
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir "$scratch/bin"

# stand_in NAME: the script on stdin becomes the tool NAME.
stand_in() {
  cat >"$scratch/bin/$1"
  chmod +x "$scratch/bin/$1"
}

# Every package missing; apt-get records its arguments in $APT_LOG and fails to install, so that
# ./newell stops before it builds; sudo runs its command as it is.
stand_ins_for_missing_packages() {
  stand_in dpkg-query <<'STUB'
#!/bin/sh
exit 1
STUB
  stand_in apt-get <<'STUB'
#!/bin/sh
echo "apt-get $*" >>"$APT_LOG"
case " $* " in *" install "*) exit 1 ;; esac
exit 0
STUB
  stand_in sudo <<'STUB'
#!/bin/sh
exec "$@"
STUB
  export APT_LOG="$scratch/apt.log"
}

# Every package present; cmake records its arguments in $TOOL_LOG and builds nothing.
stand_ins_for_present_packages() {
  stand_in dpkg-query <<'STUB'
#!/bin/sh
printf 'install ok installed'
STUB
  stand_in cmake <<'STUB'
#!/bin/sh
echo "cmake $*" >>"$TOOL_LOG"
STUB
  export TOOL_LOG="$scratch/tools.log"
}

# apt_calls_of WORD SOURCE_DIR: runs `./newell WORD` against the missing-package stand-ins, which
# must stop it when apt-get fails, and prints what apt-get was asked ($APT_LOG); exits 1 otherwise.
apt_calls_of() {
  stand_ins_for_missing_packages
  if PATH="$scratch/bin:$PATH" NEWELL_PRESET=no-such-preset "$2/newell" "$1" >"$scratch/out.txt" 2>&1; then
    echo "./newell $1 should have stopped when apt-get failed"; cat "$scratch/out.txt"; exit 1
  fi
  cat "$APT_LOG"
}
