#!/usr/bin/env bash
# Entry of //bench/translate:run_translate_bench: runs run_translate_bench.py with
# Debian's CPython 3.11 from the runfiles tree, whose root holds rlib/, runtime/,
# examples/ and bench/annotate/generate_program.py (RTFARM_HOME) and the rtfarm binary.
set -euo pipefail
if [ -n "${RUNFILES_DIR:-}" ] && [ -d "$RUNFILES_DIR/rtfarm" ]; then
  root="$RUNFILES_DIR/rtfarm"
elif [ -d "$0.runfiles/rtfarm" ]; then
  root="$0.runfiles/rtfarm"
else
  root="$(pwd)"  # bazel run starts in the runfiles tree
fi
exec /usr/bin/python3.11 -I -B "$root/bench/translate/run_translate_bench.py" \
  --rtfarm "$root/passes/driver/rtfarm" --home "$root" "$@"
