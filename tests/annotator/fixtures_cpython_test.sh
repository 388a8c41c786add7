#!/usr/bin/env bash
# Every positive fixture is a real program: CPython 3.11 (the oracle) runs it to exit
# status 0 from the runfiles root, where `import rlib` resolves.
set -euo pipefail
cd "${TEST_SRCDIR}/${TEST_WORKSPACE}"
failed=0
for fixture in tests/annotator/fixtures/ann_*.py; do
  case "$fixture" in */ann_rejections.py) continue ;; esac
  if ! /usr/bin/python3.11 -I -c 'import sys, runpy; sys.path.insert(0, "."); sys.argv = [sys.argv[1]]; runpy.run_path(sys.argv[0], run_name="__main__")' "$fixture" >/dev/null; then
    echo "FAILED: $fixture" >&2
    failed=1
  fi
done
# The rejection fixture's cases run under CPython too (some raise, as they should not
# be translated); without a case name it prints its usage and exits 2.
status=0
PYTHONPATH=. /usr/bin/python3.11 tests/annotator/fixtures/ann_rejections.py >/dev/null || status=$?
if [ "$status" != 2 ]; then
  echo "FAILED: ann_rejections.py without arguments exited $status, not 2" >&2
  failed=1
fi
exit $failed
