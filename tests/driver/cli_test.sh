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
check submit-unreachable 1 'error: 127.0.0.1:1: ' -- "$rtfarm" submit "$TEST_SRCDIR/$TEST_WORKSPACE/tests/flow_corpus/example.py" --coordinator 127.0.0.1:1
check submit-bad-matrix 2 "unknown option 'colour'" -- "$rtfarm" submit target.py --matrix colour=red
check submit-bad-value 2 'opt takes a whole number' -- "$rtfarm" submit target.py --matrix opt=fast
check status-unreachable 1 'error: 127.0.0.1:1' -- "$rtfarm" status --coordinator 127.0.0.1:1
check coordinator-needs-state 106 'state is required' -- "$rtfarm" coordinator
check no-command 106 'A subcommand is required' -- "$rtfarm"
check unknown-flag 109 'The following argument was not expected' -- "$rtfarm" doctor --bogus
# A missing tool is named, and doctor fails.
check doctor-missing-gcc 1 'MISSING +gcc' -- env PATH=/nonexistent "$rtfarm" doctor
# flowgraph: listings, the html viewer, refusals with their location.
example="$TEST_SRCDIR/$TEST_WORKSPACE/tests/flow_corpus/example.py"
check flowgraph-text 0 '^graph example.parse\(text\)' -- "$rtfarm" flowgraph "$example" --function parse
check flowgraph-exception-link 0 'return -1 \[case ValueError\]' -- "$rtfarm" flowgraph "$example" --function parse
check flowgraph-entry-point 0 '^graph example.entry_point\(argv\)' -- "$rtfarm" flowgraph "$example"
check flowgraph-dot 0 '^digraph' -- "$rtfarm" flowgraph "$example" --all --format dot
html="$TEST_TMPDIR/graphs.html"
check flowgraph-html 0 '' -- "$rtfarm" flowgraph "$example" --all --format html -o "$html"
check flowgraph-html-content 0 '<svg' -- cat "$html"
check flowgraph-unknown-function 1 "no function 'nope' defined" -- "$rtfarm" flowgraph "$example" --function nope
check flowgraph-refusal 1 'FlowError: .*string.py:[0-9]+: in string.Formatter.get_field: getattr[(][)] needs an attribute name known at translation time' -- \
  "$rtfarm" flowgraph --module string --all -o /dev/null
check flowgraph-missing-file 1 'error: .*No such file|error: .*not found|error: .*nope.py' -- "$rtfarm" flowgraph nope.py
# flowgraph --annotate shows each variable's annotation; annotate reports and dumps.
check flowgraph-annotate 0 'v[0-9]+ side: nonneg int' -- "$rtfarm" flowgraph "$example" --annotate --function Square.__init__
check annotate-summary 0 '^annotated .*example.py: [0-9]+ graphs' -- "$rtfarm" annotate "$example"
check annotate-help 0 '--schedule-seed' -- "$rtfarm" annotate --help
exit $failures
