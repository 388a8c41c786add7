#!/usr/bin/env bash
# Entry of the benchmarks' sh_binary targets: runs the benchmark script named by the first
# argument (a path from the tree's root) with Debian's CPython 3.11 from the runfiles tree,
# whose root holds rlib/, runtime/, examples/ (RTFARM_HOME), the generator and the rtfarm
# binary.
set -euo pipefail
script="$1"
shift
if [ -n "${RUNFILES_DIR:-}" ] && [ -d "$RUNFILES_DIR/rtfarm" ]; then
  root="$RUNFILES_DIR/rtfarm"
elif [ -d "$0.runfiles/rtfarm" ]; then
  root="$0.runfiles/rtfarm"
else
  root="$(pwd)"  # bazel run starts in the runfiles tree
fi
exec /usr/bin/python3.11 -I -B "$root/$script" \
  --rtfarm "$root/passes/driver/rtfarm" --home "$root" "$@"
