#!/usr/bin/env bash
# Bazel sh_test entry for the differential corpus: runs differential_test.py with
# Debian's CPython 3.11 from the runfiles root; it reports through junit_unittest.py.
set -euo pipefail
cd "${TEST_SRCDIR}/${TEST_WORKSPACE}"
exec /usr/bin/python3.11 -I -B tests/programs/differential_test.py "$@"
