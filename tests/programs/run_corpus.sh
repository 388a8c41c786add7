#!/usr/bin/env bash
# Runs the differential corpus outside Bazel with a given rtfarm binary:
#
#   tests/programs/run_corpus.sh RTFARM_BINARY [PATTERN] [-j JOBS] [-v] [--gc NAME] [--stress] [--verify] [--nursery SIZE] [--gc-min SIZE] [--quick]
#
# PATTERN is a regular expression searched in each file's path (e.g. '0[45][0-9]_',
# 'refused/', 'richards'); -j translates JOBS files at a time; -v prints the diff and
# the translate stderr of each failure. Prints "ok"/"FAIL" and the path per file, then
# "N passed, N failed". Same checks as //tests/programs:differential_test.
# --gc NAME translates with that collector (docs/gc.md); --stress runs the translated
# programs with RPY_GC_STRESS=1; --verify with RPY_GC_VERIFY=1 (the generational
# collector checks its write barriers at every minor collection); --nursery SIZE sets its
# nursery (RPY_GC_NURSERY; small, with --verify, to find missing barriers); --gc-min SIZE
# the smallest collection threshold (RPY_GC_MIN; small, with --verify, to make reference
# counting check its counts often); --quick skips
# the shard-count and cache checks.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
exec /usr/bin/python3.11 -I -B "$here/differential_test.py" --corpus "$@"
