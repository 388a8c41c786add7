"""`rtfarm translate` and its shard cache, as a user meets them (docs/sharding.md):

* editing one function's body re-runs one shard, the other shards' files are identical;
* a damaged cache entry is reported, rebuilt and never used;
* an unchanged program is a full cache hit and gives the same files;
* an edit of rlib (which the annotator imports as it needs it) is a miss.
"""
import glob
import os
import re
import shutil
import subprocess
import tempfile
import unittest

ROOT = os.getcwd()  # the runfiles root (tests/tools/python_unittest.sh runs from there)
RTFARM = os.path.join(ROOT, "passes", "driver", "rtfarm")
SHARDS = "4"
# Pystone's functions stay functions (with backend optimizations, inlining folds the
# whole benchmark into entry_point: one graph, one shard, nothing to observe).
NO_INLINING = ["--no-backendopt"]


class IncrementalCacheTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(dir=os.environ.get("TEST_TMPDIR"))
        self.cache = os.path.join(self.tmp, "cache")
        self.program = os.path.join(self.tmp, "edited.py")
        shutil.copy(os.path.join(ROOT, "examples", "pystone.py"), self.program)
        self.runs = 0

    def tearDown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def translate(self):
        """Translates to C only; returns (hits, runs, stderr, {file: text})."""
        self.runs += 1
        out = os.path.join(self.tmp, "c%d" % self.runs)
        p = subprocess.run([RTFARM, "translate", self.program, "--c-only", "--keep-c", out,
                            "--shards", SHARDS, "--cache-dir", self.cache] + NO_INLINING,
                           capture_output=True, text=True,
                           env=dict(os.environ, RTFARM_HOME=ROOT))
        self.assertEqual(p.returncode, 0, p.stderr)
        m = re.search(r"cache on: (\d+) hit, (\d+) run", p.stdout)
        # (an unchanged program is served whole by the program cache: no shard line)
        self.assertIsNotNone(m, p.stdout)
        files = {}
        for path in sorted(glob.glob(os.path.join(out, "rpy_fn_*.c"))):
            with open(path) as f:
                files[os.path.basename(path)] = f.read()
        return int(m.group(1)), int(m.group(2)), p.stderr, files

    def edit(self, old, new):
        with open(self.program) as f:
            text = f.read()
        self.assertIn(old, text)
        with open(self.program, "w") as f:
            f.write(text.replace(old, new, 1))

    def test_editing_one_function_reruns_one_shard(self):
        hits, runs, _, before = self.translate()
        self.assertEqual((hits, runs), (0, len(before)))
        self.assertGreater(len(before), 2)
        self.edit('print("int_glob:         %d"', 'print("int_glob, edited: %d"')
        hits, runs, _, after = self.translate()
        self.assertEqual((hits, runs), (len(before) - 1, 1))
        changed = [name for name in before if before[name] != after.get(name)]
        self.assertEqual(len(changed), 1, changed)
        self.assertIn("int_glob, edited", after[changed[0]])
        # A change in a function's arithmetic is one shard again.
        self.edit("array1_par[int_loc + 30] = int_loc", "array1_par[int_loc + 31] = int_loc")
        hits, runs, _, _ = self.translate()
        self.assertEqual((hits, runs), (len(before) - 1, 1))

    def test_damaged_entries_are_rebuilt_not_used(self):
        _, _, _, first = self.translate()
        entries = sorted(glob.glob(os.path.join(self.cache, "shards", "*", "*")))
        self.assertEqual(len(entries), len(first))
        with open(entries[0], "r+b") as f:  # truncated
            f.truncate(os.path.getsize(entries[0]) // 3)
        with open(entries[1], "r+b") as f:  # one byte of the payload changed
            f.seek(-2, os.SEEK_END)
            byte = f.read(1)
            f.seek(-2, os.SEEK_END)
            f.write(bytes([byte[0] ^ 1]))
        self.edit("def proc8(", "# a comment the program cache sees\ndef proc8(")
        hits, runs, stderr, second = self.translate()
        self.assertEqual((hits, runs), (len(first) - 2, 2))
        self.assertEqual(stderr.count("unusable"), 2, stderr)
        self.assertEqual(second, first)
        self.edit("# a comment the program cache sees\n", "# another comment\n")
        hits, runs, _, third = self.translate()
        self.assertEqual((hits, runs), (len(first), 0))
        self.assertEqual(third, first)

    def test_an_unchanged_program_comes_from_the_program_cache(self):
        _, _, _, first = self.translate()
        out = os.path.join(self.tmp, "again")
        p = subprocess.run([RTFARM, "translate", self.program, "--c-only", "--keep-c", out,
                            "--shards", SHARDS, "--cache-dir", self.cache] + NO_INLINING,
                           capture_output=True, text=True, env=dict(os.environ, RTFARM_HOME=ROOT))
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertIn("program cache: nothing changed", p.stdout)
        self.assertNotIn("annotate", p.stdout)
        again = {}
        for path in sorted(glob.glob(os.path.join(out, "rpy_fn_*.c"))):
            with open(path) as f:
                again[os.path.basename(path)] = f.read()
        self.assertEqual(again, first)
        # A data file read at import time is an input too.
        data = os.path.join(self.tmp, "table.txt")
        with open(data, "w") as f:
            f.write("7\n")
        self.edit("def proc8(", "with open(%r) as _f:\n    TABLE = int(_f.read())\n\n\n"
                  "def proc8(" % data)
        self.translate()
        with open(data, "w") as f:
            f.write("8\n")
        p = subprocess.run([RTFARM, "translate", self.program, "--c-only", "--keep-c", out,
                            "--shards", SHARDS, "--cache-dir", self.cache] + NO_INLINING,
                           capture_output=True, text=True, env=dict(os.environ, RTFARM_HOME=ROOT))
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertNotIn("program cache: nothing changed", p.stdout)

    def test_an_edit_of_rlib_misses_the_program_cache(self):
        # A home of its own: rlib copied (to be edited), the rest as the runfiles have it.
        home = os.path.join(self.tmp, "home")
        os.mkdir(home)
        for name in os.listdir(ROOT):
            if name == "rlib":
                shutil.copytree(os.path.join(ROOT, name), os.path.join(home, name))
            else:
                os.symlink(os.path.join(ROOT, name), os.path.join(home, name))

        def translate():
            out = os.path.join(self.tmp, "home-c")
            p = subprocess.run([RTFARM, "translate", self.program, "--c-only", "--keep-c", out,
                                "--shards", SHARDS, "--cache-dir", self.cache] + NO_INLINING,
                               capture_output=True, text=True,
                               env=dict(os.environ, RTFARM_HOME=home))
            self.assertEqual(p.returncode, 0, p.stderr)
            return p.stdout

        translate()
        self.assertIn("program cache: nothing changed", translate())
        with open(os.path.join(home, "rlib", "rformat.py"), "a") as f:
            f.write("\n# edited\n")
        self.assertNotIn("program cache: nothing changed", translate())


if __name__ == "__main__":
    unittest.main()
