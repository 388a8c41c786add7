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

    def entry_point(argv):
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


if __name__ == "__main__":
    unittest.main()
