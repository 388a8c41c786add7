#!/usr/bin/env bash
# Bazel sh_test entry: runs a Python unittest tree with Debian's CPython 3.11, the same
# interpreter rtfarm embeds, from the runfiles root so that `import rlib` resolves.
set -euo pipefail
cd "${TEST_SRCDIR}/${TEST_WORKSPACE}"
exec /usr/bin/python3.11 -I tests/tools/junit_unittest.py "$@"
