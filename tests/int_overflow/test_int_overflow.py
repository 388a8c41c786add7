"""Integers beyond 64 bits: Python's ints grow, a translated program's are machine words.
Where the exact value of an addition, subtraction, multiplication or left shift is used
(printed, compared, stored, returned), a result that does not fit stops the program:
the output so far is flushed, stderr names the function, exit status 1 — never a
wrapped-around number. Where only the low bits are used (intmask, r_uint, `& mask`,
`% 2**k`) the arithmetic wraps as in RPython and the program prints what CPython prints
(corpus program 276 compares those with CPython)."""
import os
import shutil
import subprocess
import tempfile
import textwrap
import unittest

ROOT = os.getcwd()  # the runfiles root (tests/tools/python_unittest.sh runs from there)
RTFARM = os.path.join(ROOT, "passes", "driver", "rtfarm")

PROGRAM = textwrap.dedent('''
    import sys

    def grow(kind, n):
        x = 3
        for i in range(n):
            if kind == "mul":
                x = x * 1000
            elif kind == "add":
                x = x + x
            elif kind == "sub":
                x = x - 4000000000000000000
            elif kind == "sum":
                x = sum([x, 3000000000000000000])
            else:
                x = x << 7
        return x

    def pairs(start, n):
        # for small arguments the backend runs a version of these loops without checks
        # (passes/backendopt/overflow_checks.h); large ones take the checked original
        last = 0
        for i in range(start, start + n):
            for j in range(start, start + n):
                ij = i + j
                last = ij * (ij + 1) // 2 + i + 1
        return last

    def entry_point(argv):
        if argv[1] == "pairs":
            print("before", pairs(3, 2))
            print("after", pairs(int(argv[2]), 2))
            return 0
        print("before", grow(argv[1], 2))
        print("after", grow(argv[1], int(argv[2])))
        return 0

    if __name__ == "__main__":
        sys.exit(entry_point(sys.argv))
''')


class IntOverflowTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(dir=os.environ.get("TEST_TMPDIR"))
        source = os.path.join(cls.tmp, "grow.py")
        with open(source, "w") as f:
            f.write(PROGRAM)
        cls.exe = os.path.join(cls.tmp, "grow")
        cls.translation = subprocess.run(
            [RTFARM, "translate", source, "-o", cls.exe, "--no-cache", "--opt", "0"],
            capture_output=True, text=True, env=dict(os.environ, RTFARM_HOME=ROOT))

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def run_exe(self, *args):
        self.assertEqual(self.translation.returncode, 0, self.translation.stderr)
        return subprocess.run([self.exe] + list(args), capture_output=True, text=True)

    def test_results_that_fit_are_exact(self):
        for kind, expected in [("mul", 3000000), ("add", 12), ("shift", 49152),
                               ("sum", 6000000000000000003)]:
            p = self.run_exe(kind, "2")
            self.assertEqual(p.returncode, 0, p.stderr)
            self.assertEqual(p.stdout, "before %d\nafter %d\n" % (expected, expected))

    def test_each_operation_stops_instead_of_wrapping(self):
        for kind, steps in [("mul", "10"), ("add", "70"), ("sub", "3"), ("shift", "10"),
                            ("sum", "5")]:
            p = self.run_exe(kind, steps)
            self.assertEqual(p.returncode, 1, kind)
            # The output before the overflow is kept, the wrapped number never printed.
            self.assertTrue(p.stdout.startswith("before "), p.stdout)
            self.assertNotIn("after", p.stdout)
            self.assertIn("integer overflow in " + ("sum()" if kind == "sum" else "grow.grow"),
                          p.stderr)
            self.assertIn("does not fit in 64 bits", p.stderr)

    def test_versioned_loops_stay_checked_for_large_arguments(self):
        # exact in the unchecked version (small start) and in the checked one (just past
        # every parameter bound it tries); past sqrt(2**63) the checked one stops
        for start, expected in [("3", 41), ("1000", 2006005), ("3000000000", None),
                                ("-3000000000", None), ("1518500240", 4611685966871116645),
                                ("2200000000", None)]:
            p = self.run_exe("pairs", start)
            if expected is None:
                self.assertEqual(p.returncode, 1, start)
                self.assertEqual(p.stdout, "before 41\n")
                self.assertIn("integer overflow in grow.pairs", p.stderr)
            else:
                self.assertEqual(p.returncode, 0, p.stderr)
                self.assertEqual(p.stdout, "before 41\nafter %d\n" % expected)


if __name__ == "__main__":
    unittest.main()
