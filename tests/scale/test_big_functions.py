"""Big functions through `rtfarm translate`, as bench/scale measures them, scaled down:

* one function of 1000 statements of every kind of bench/scale/gen_function.py (tuple
  and list unpacking, indexing, raising calls, try/except/finally, `with`, an if/elif
  dispatch loop, loops in branches, 50 and 200 live locals, % and f-string formatting)
  translates under --max-memory and the program prints what CPython 3.11 prints, with
  no argument and with two (so that the exception paths run too);
* a translation over a tiny --max-memory stops with an error naming the limit and the
  phase, exit status 1, and writes nothing.

The C is compiled at -O0 (--opt 0): the test is about rtfarm's passes, and gcc -O2 on
13 big functions would take most of the time budget (bench/scale/run measures it). The
translations run two at a time in setUpClass; each test checks one kind's result.
"""
import os
import subprocess
import tempfile
import shutil
import unittest
from concurrent.futures import ThreadPoolExecutor

ROOT = os.getcwd()  # the runfiles root (tests/tools/python_unittest.sh runs from there)
RTFARM = os.path.join(ROOT, "passes", "driver", "rtfarm")
GEN = os.path.join(ROOT, "bench", "scale", "gen_function.py")
PYTHON = "/usr/bin/python3.11"
N = 1000
# Far above what 1000 statements need (under 200 MB), far below a machine's memory.
MAX_MEMORY_MB = 1500
KINDS = ["unpack", "tuple", "augadd", "index", "call", "trydiv", "tryfinally", "with",
         "dispatch", "loops", "locals50", "locals200", "format"]
PHASES = ["start-up", "import", "annotate", "universe", "rtype", "exception transform",
          "inline", "database + shards", "C compile + link"]


class BigFunctionsTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(dir=os.environ.get("TEST_TMPDIR"))
        with ThreadPoolExecutor(max_workers=2) as pool:
            cls.translated = dict(zip(KINDS, pool.map(cls.generate_and_translate, KINDS)))

    @classmethod
    def generate_and_translate(cls, kind):
        source = os.path.join(cls.tmp, "%s.py" % kind)
        exe = os.path.join(cls.tmp, kind)
        subprocess.run([PYTHON, GEN, "--kind", kind, "--n", str(N), "-o", source], check=True)
        p = subprocess.run([RTFARM, "translate", source, "-o", exe, "--no-cache", "--opt", "0",
                            "--max-memory", str(MAX_MEMORY_MB)], capture_output=True, text=True,
                           env=dict(os.environ, RTFARM_HOME=ROOT))
        return source, exe, p

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def translate(self, source, exe, *extra):
        return subprocess.run([RTFARM, "translate", source, "-o", exe, "--no-cache"] +
                              list(extra), capture_output=True, text=True,
                              env=dict(os.environ, RTFARM_HOME=ROOT))

    def check_kind(self, kind):
        source, exe, p = self.translated[kind]
        self.assertEqual(p.returncode, 0, p.stderr[-3000:])
        self.assertIn("memory: peak", p.stdout)
        for args in ([], ["a", "b"]):
            mine = subprocess.run([exe] + args, capture_output=True, text=True)
            oracle = subprocess.run([PYTHON, source] + args, capture_output=True, text=True)
            self.assertEqual((mine.stdout, mine.returncode), (oracle.stdout, oracle.returncode),
                             "%s %s" % (kind, args))
            self.assertIn("kind=%s n=%d checksum=" % (kind, N), mine.stdout)

    def test_tiny_max_memory_fails_clearly(self):
        source = os.path.join(self.tmp, "tiny.py")
        exe = os.path.join(self.tmp, "tiny")
        subprocess.run([PYTHON, GEN, "--kind", "unpack", "--n", "200", "-o", source],
                       check=True)
        p = self.translate(source, exe, "--max-memory", "8")
        self.assertEqual(p.returncode, 1, p.stderr)
        self.assertFalse(os.path.exists(exe))
        errors = [line for line in p.stderr.splitlines() if line.startswith("error:")]
        self.assertEqual(len(errors), 1, p.stderr)
        self.assertRegex(errors[0], r"^error: rtfarm translate ran out of memory: \d+ MB "
                                    r"resident, over --max-memory 8 MB, in phase '([^']+)'")
        phase = errors[0].split("in phase '")[1].split("'")[0]
        self.assertIn(phase, PHASES)
        self.assertNotIn("Killed", p.stderr)


def _add(kind):
    def test(self):
        self.check_kind(kind)
    test.__name__ = "test_%s_%d" % (kind, N)
    setattr(BigFunctionsTest, test.__name__, test)


for _kind in KINDS:
    _add(_kind)


if __name__ == "__main__":
    unittest.main()
