#!/usr/bin/env bash
# The test command: installs what is missing, runs every Bazel test (GoogleTest units,
# rlib's Python suite, the command-line checks) and ends with "N passed, N failed".
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$root"

if ! ./deploy/bootstrap.sh; then
  echo "bootstrap failed: see the apt-get output above"
  echo "0 passed, 1 failed"
  exit 1
fi

events="$(mktemp -t rtfarm-bep.XXXXXX.json)"
trap 'rm -f "$events"' EXIT
bazel test --keep_going --build_event_json_file="$events" //...
bazel_status=$?

/usr/bin/python3.11 tests/tools/summarize.py "$events"
summary_status=$?
if [ $bazel_status -ne 0 ] || [ $summary_status -ne 0 ]; then exit 1; fi
exit 0
