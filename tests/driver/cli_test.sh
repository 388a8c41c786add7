#!/usr/bin/env bash
# The rtfarm command as a user sees it: exit statuses and the lines they read.
set -uo pipefail
rtfarm="$TEST_SRCDIR/$TEST_WORKSPACE/passes/driver/rtfarm"
failures=0
check() {  # check NAME EXPECTED_STATUS EXPECTED_GREP -- COMMAND...
  local name=$1 want=$2 pattern=$3; shift 4
  local out; out=$("$@" 2>&1); local got=$?
  if [ "$got" != "$want" ] || ! grep -qE -- "$pattern" <<<"$out"; then
    echo "FAIL $name: status $got (want $want), output:"; echo "$out"; failures=$((failures + 1))
  else
    echo "ok   $name"
  fi
}
check version 0 '^rtfarm [0-9]+\.[0-9]+\.[0-9]+$' -- "$rtfarm" --version
check help 0 'doctor +check the toolchain' -- "$rtfarm" --help
check doctor 0 'all checks passed' -- "$rtfarm" doctor
check doctor-imports-rlib 0 'ok +rlib +.*rlib/__init__.py' -- "$rtfarm" doctor
check doctor-help 0 'Usage: .* doctor' -- "$rtfarm" doctor --help
check planned-command 2 'not yet available' -- "$rtfarm" submit target.py
check no-command 106 'A subcommand is required' -- "$rtfarm"
check unknown-flag 109 'The following argument was not expected' -- "$rtfarm" doctor --bogus
# A missing tool is named, and doctor fails.
check doctor-missing-gcc 1 'MISSING +gcc' -- env PATH=/nonexistent "$rtfarm" doctor
exit $failures
