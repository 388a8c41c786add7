"""Pystone and Richards in one standalone program, like RPython's targetrpystonedalone.py.

The translation benchmark (bench/translate) compares rtfarm with RPython translating
its own Pystone + Richards target (/work/shared/docs/anchors.md), so this example is
the same pair of benchmarks in one program: it imports examples/pystone.py and
examples/richards.py and runs both, each exactly as its own entry point does.

    python3.11 examples/pystone_richards.py [LOOPS [ITERATIONS]]
    rtfarm translate examples/pystone_richards.py -o pr && ./pr LOOPS ITERATIONS

LOOPS is Pystone's loop count (default 50000), ITERATIONS Richards' (default 10). The
exit status is 0 when both benchmarks checked their results, 1 otherwise.
"""
import os
import sys

# rtfarm puts this file's directory on sys.path when it imports the target, and so does
# `python3.11 examples/pystone_richards.py`; runpy.run_path under `python3.11 -I` (the
# differential test's bootstrap) does not, so make the sibling imports work there too.
_HERE = os.path.dirname(os.path.abspath(__file__))
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)

import pystone  # noqa: E402  (needs the path set up above)
import richards  # noqa: E402

DEFAULT_LOOPS = "50000"
DEFAULT_ITERATIONS = "10"


def entry_point(argv):
    # Each benchmark reads its own argv[1]: hand it a two-element argv of its own, so
    # both keep their usual defaults and argument parsing.
    loops = DEFAULT_LOOPS
    iterations = DEFAULT_ITERATIONS
    if len(argv) > 1:
        loops = argv[1]
    if len(argv) > 2:
        iterations = argv[2]
    status = pystone.entry_point([argv[0], loops])
    if richards.entry_point([argv[0], iterations]) != 0:
        status = 1
    if status != 0:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
