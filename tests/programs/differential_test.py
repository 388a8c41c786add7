"""Differential tests: every corpus program, translated by rtfarm, must behave as on CPython.

One unittest case per file, so that JUnit counts are per program:

* ``tests/programs/NNN_*.py`` (``ProgramTest.test_NNN_*``): run under
  ``/usr/bin/python3.11 -s -P`` with ``PYTHONHASHSEED=0`` (sets of str iterate in the
  order of the hashes, fixed only without hash randomisation) and as the executable ``rtfarm translate FILE -o EXE`` makes;
  stdout bytes and exit status must be identical;
* ``tests/programs/refused/NNN_*.py`` (``RefusedTest``): ``rtfarm translate`` must exit
  with a non-zero status below 128 (no crash, no signal), print every ``# expect:``
  substring of the file's first lines on stderr, none of its ``# expect-not:`` ones, and
  produce no executable;
* ``examples/*.py`` (``ExampleTest``): as programs, with the small arguments in EXAMPLES.

Under Bazel (``bazel test //tests/programs:differential_test``) the rtfarm binary comes
from runfiles and ``tests/tools/junit_unittest.py`` writes the JUnit report. Outside
Bazel, ``tests/programs/run_corpus.sh RTFARM [PATTERN]`` runs the same checks and prints
one ``ok``/``FAIL`` line per file.

Environment: ``RTFARM_BIN`` overrides the binary; ``RTFARM_CORPUS_FILTER`` (or Bazel's
``--test_filter``) keeps only the files whose name contains that text.
"""
import difflib
import glob
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))  # the source tree or the runfiles root
PYTHON = "/usr/bin/python3.11"

PYTHON_TIMEOUT = 60
TRANSLATE_TIMEOUT = 300
RUN_TIMEOUT = 60

# Example -> argument lists it is run with (each list is one run of both versions).
EXAMPLES = {
    "hello.py": [[], ["Ada", "Grace"]],
    "richards.py": [["2"]],
    "pystone.py": [["2000"]],
    "pystone_richards.py": [["2000", "2"]],
}

# The program runs as __main__ with the tree's root on sys.path (for `import rlib`):
# -I alone would leave only the program's own directory there.
BOOTSTRAP = ("import runpy, sys; sys.path.insert(0, sys.argv[1]); del sys.argv[:2]; "
             "runpy.run_path(sys.argv[0], run_name='__main__')")

# `# limit-as: SIZE` among a program's first lines (after its docstring): both CPython
# and the translated program run with their address space limited to SIZE bytes (`ulimit
# -v`; suffix K, M or G), so that a program allocating without end meets MemoryError in
# both (docs/gc.md, "Out of memory").
LIMIT_AS_PREFIX = "# limit-as:"
LIMIT_AS_UNITS = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}

EXPECT_PREFIX = "# expect:"
EXPECT_NOT_PREFIX = "# expect-not:"


def rtfarm_binary():
    return os.environ.get("RTFARM_BIN") or os.path.join(ROOT, "passes", "driver", "rtfarm")


def name_filter():
    return os.environ.get("RTFARM_CORPUS_FILTER") or os.environ.get("TESTBRIDGE_TEST_ONLY") or ""


def programs():
    return sorted(glob.glob(os.path.join(ROOT, "tests", "programs", "[0-9]*.py")))


def refused_programs():
    return sorted(glob.glob(os.path.join(ROOT, "tests", "programs", "refused", "[0-9]*.py")))


def examples():
    found = [os.path.join(ROOT, "examples", name) for name in sorted(EXAMPLES)]
    return [path for path in found if os.path.exists(path)]


def expectations(path, prefix=EXPECT_PREFIX):
    """The `# expect: TEXT` lines at the top of a refused program (with `prefix`
    "# expect-not:", the texts its messages must not contain)."""
    found = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.startswith((EXPECT_PREFIX, EXPECT_NOT_PREFIX)):
                break
            if line.startswith(prefix):
                found.append(line[len(prefix):].strip())
    return found


def address_space_limit(path):
    """The `# limit-as:` of a program's first 20 lines, in bytes, or None."""
    with open(path, encoding="utf-8") as f:
        for _, line in zip(range(20), f):
            if line.startswith(LIMIT_AS_PREFIX):
                text = line[len(LIMIT_AS_PREFIX):].strip()
                unit = LIMIT_AS_UNITS.get(text[-1:].upper(), 1)
                return int(text.rstrip("KMGkmg")) * unit
    return None


def limited_address_space(limit):
    """A preexec_fn setting RLIMIT_AS to `limit` (None: nothing)."""
    if limit is None:
        return None

    def apply():
        import resource
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    return apply


def rtfarm_home():
    """RTFARM_HOME for rtfarm: the runfiles root, which holds rlib and the C runtime."""
    return ROOT


def child_env():
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LC_ALL": "C.UTF-8",
           "RTFARM_HOME": rtfarm_home()}
    for name in ("TMPDIR", "TEST_TMPDIR", "HOME"):
        if name in os.environ:
            env[name] = os.environ[name]
    # Translations without --cache-dir keep their shard cache out of the user's.
    env["XDG_CACHE_HOME"] = os.path.join(os.environ.get("TEST_TMPDIR") or tempfile.gettempdir(),
                                         "xdg-cache")
    return env


class Outcome:
    """What one process did."""

    def __init__(self, argv, status, stdout, stderr, seconds, timed_out=False):
        self.argv = argv
        self.status = status  # negative: killed by that signal (subprocess convention)
        self.stdout = stdout
        self.stderr = stderr
        self.seconds = seconds
        self.timed_out = timed_out

    def describe_status(self):
        if self.timed_out:
            return "timed out"
        if self.status is None:
            return "could not start"
        if self.status < 0:
            return "killed by signal %d" % -self.status
        return "exit status %d" % self.status


def corpus_gc():
    """RTFARM_CORPUS_GC (run_corpus.sh --gc NAME): every translation uses --gc NAME."""
    return os.environ.get("RTFARM_CORPUS_GC") or ""


def gc_stress():
    """RTFARM_CORPUS_GC_STRESS (run_corpus.sh --stress): the translated programs run with
    RPY_GC_STRESS=1, a collection at every collect point after an allocation."""
    return os.environ.get("RTFARM_CORPUS_GC_STRESS", "") not in ("", "0")


def stdin_of(path):
    """A program's standard input: NNN_name.stdin beside NNN_name.py, else /dev/null."""
    candidate = os.path.splitext(path)[0] + ".stdin"
    return candidate if os.path.exists(candidate) else None


def run(argv, timeout, cwd, extra_env=None, stdin_path=None, limit_as=None):
    started = time.monotonic()
    try:
        env = child_env()
        env.update(extra_env or {})
        limit = limited_address_space(limit_as)
        if stdin_path is None:
            p = subprocess.run(argv, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                               capture_output=True, timeout=timeout, preexec_fn=limit)
        else:
            with open(stdin_path, "rb") as stdin:
                p = subprocess.run(argv, cwd=cwd, env=env, stdin=stdin,
                                   capture_output=True, timeout=timeout, preexec_fn=limit)
        return Outcome(argv, p.returncode, p.stdout, p.stderr, time.monotonic() - started)
    except subprocess.TimeoutExpired as e:
        return Outcome(argv, None, e.stdout or b"", e.stderr or b"",
                       time.monotonic() - started, timed_out=True)
    except OSError as e:
        return Outcome(argv, None, b"", str(e).encode(), time.monotonic() - started)


def run_cpython(path, args, cwd):
    # Isolated as -I would (no user site, no script directory on the path; child_env
    # passes no other PYTHON* variable), but honouring PYTHONHASHSEED=0, which -I ignores:
    # a translated program's str hashes are CPython's under that seed (docs/runtime.md).
    return run([PYTHON, "-s", "-P", "-B", "-c", BOOTSTRAP, ROOT, path] + list(args),
               PYTHON_TIMEOUT, cwd, {"PYTHONHASHSEED": "0"}, stdin_of(path),
               address_space_limit(path))


def translate(path, exe, cwd, *options):
    gc = ["--gc", corpus_gc()] if corpus_gc() else []
    return run([rtfarm_binary(), "translate", path, "-o", exe] + gc + list(options),
               TRANSLATE_TIMEOUT, cwd)


def gc_verify():
    """RTFARM_CORPUS_GC_VERIFY (run_corpus.sh --verify): the translated programs run with
    RPY_GC_VERIFY=1, the generational collector checking its write barriers before every
    minor collection (docs/gc.md)."""
    return os.environ.get("RTFARM_CORPUS_GC_VERIFY", "") not in ("", "0")


def run_translated(argv, cwd, path):
    """Runs a translation of the program `path` (whose .stdin file, if any, is its input)."""
    extra = {}
    if gc_stress():
        extra["RPY_GC_STRESS"] = "1"
    if gc_verify():
        extra["RPY_GC_VERIFY"] = "1"
    # RTFARM_CORPUS_GC_NURSERY (run_corpus.sh --nursery SIZE): the generational
    # collector's nursery; a small one with --verify finds missing write barriers sooner.
    if os.environ.get("RTFARM_CORPUS_GC_NURSERY"):
        extra["RPY_GC_NURSERY"] = os.environ["RTFARM_CORPUS_GC_NURSERY"]
    # RTFARM_CORPUS_GC_MIN (run_corpus.sh --gc-min SIZE): the smallest collection
    # threshold; a small one with --verify makes reference counting check its counts often.
    if os.environ.get("RTFARM_CORPUS_GC_MIN"):
        extra["RPY_GC_MIN"] = os.environ["RTFARM_CORPUS_GC_MIN"]
    return run(argv, RUN_TIMEOUT, cwd, extra or None, stdin_of(path), address_space_limit(path))


def canonical_c(directory):
    """tests/tools/canonical_c.py: the C of a translation, independent of its shard count."""
    sys.path.insert(0, os.path.join(ROOT, "tests", "tools"))
    try:
        import canonical_c as module
    finally:
        sys.path.pop(0)
    return module.canonical(directory)


# Shard counts every program is translated with besides the first (1 shard): the C must
# be the same (canonical_c) and the executables must behave the same.
SHARD_COUNTS = (2, 8)


def tail(data, lines=40):
    text = data.decode("utf-8", "replace") if isinstance(data, bytes) else data
    kept = text.splitlines()[-lines:]
    return "\n".join("    " + line for line in kept) if kept else "    (empty)"


def stdout_diff(expected, got, limit=40):
    a = expected.decode("utf-8", "replace").splitlines(keepends=True)
    b = got.decode("utf-8", "replace").splitlines(keepends=True)
    diff = list(difflib.unified_diff(a, b, "cpython stdout", "translated stdout", n=2))
    if not diff:  # same lines, different bytes (e.g. a missing final newline)
        return "    cpython:    %r\n    translated: %r" % (expected[-80:], got[-80:])
    shown = diff[:limit]
    if len(diff) > limit:
        shown.append("... (%d more diff lines)\n" % (len(diff) - limit))
    return "".join("    " + line if line.endswith("\n") else "    " + line + "\n"
                   for line in shown).rstrip("\n")


class TempDir:
    def __enter__(self):
        base = os.environ.get("TEST_TMPDIR") or None
        self.path = tempfile.mkdtemp(prefix="corpus-", dir=base)
        return self.path

    def __exit__(self, *exc):
        shutil.rmtree(self.path, ignore_errors=True)
        return False


def check_program(path, arg_lists=([],)):
    """Translate and compare one program. Returns None when it agrees, else a report."""
    name = os.path.relpath(path, ROOT)
    with TempDir() as tmp:
        references = []
        for args in arg_lists:
            ref = run_cpython(path, args, tmp)
            # An uncaught KeyboardInterrupt ends CPython by SIGINT: an outcome to compare.
            killed = ref.status is not None and ref.status < 0 and ref.status != -signal.SIGINT
            if ref.timed_out or ref.status is None or killed:
                return "%s: CPython run %s %s\n%s" % (name, " ".join(args),
                                                    ref.describe_status(), tail(ref.stderr))
            references.append(ref)
        exe = os.path.join(tmp, "prog")
        cache = os.path.join(tmp, "shard-cache")
        tr = translate(path, exe, tmp, "--shards", "1", "--keep-c", os.path.join(tmp, "c1"),
                       "--cache-dir", cache)
        if tr.status != 0:
            return "%s: rtfarm translate %s (%.1f s)\n  translate stderr:\n%s" % (
                name, tr.describe_status(), tr.seconds, tail(tr.stderr))
        if not os.path.exists(exe):
            return "%s: rtfarm translate exited 0 but wrote no executable\n  stderr:\n%s" % (
                name, tail(tr.stderr))
        problems = []
        for args, ref in zip(arg_lists, references):
            got = run_translated([exe] + list(args), tmp, path)
            label = "%s %s" % (name, " ".join(args)) if args else name
            if got.status == ref.status and got.stdout == ref.stdout:
                continue
            parts = ["%s: translated program differs from CPython" % label]
            if got.status != ref.status:
                parts.append("  exit: cpython %s, translated %s" % (
                    ref.describe_status(), got.describe_status()))
            if got.stdout != ref.stdout:
                parts.append("  stdout (unified diff, first differing lines):")
                parts.append(stdout_diff(ref.stdout, got.stdout))
            parts.append("  translated stderr:\n" + tail(got.stderr, 15))
            parts.append("  translate stderr:\n" + tail(tr.stderr, 25))
            problems.append("\n".join(parts))
        if not problems and checks_shard_counts(path):
            problems.extend(check_shard_counts(path, name, arg_lists, references, tmp, cache))
        return "\n".join(problems) or None


def checks_shard_counts(path):
    """Whether `path` gets the shard-count checks: never under RTFARM_CORPUS_QUICK; under
    RTFARM_CORPUS_SHARD_REGEX only the files whose name it matches (the checks double a
    program's time, and the test command keeps them to a representative part)."""
    if os.environ.get("RTFARM_CORPUS_QUICK"):
        return False
    regex = os.environ.get("RTFARM_CORPUS_SHARD_REGEX")
    return not regex or re.search(regex, os.path.basename(path)) is not None


def check_shard_counts(path, name, arg_lists, references, tmp, cache):
    """Translations with other shard counts give the same C (canonically) and executables
    that behave the same; a repeated translation is a full shard-cache hit. The program
    already agreed with CPython at 1 shard. Returns the problems found."""
    problems = []
    reference = canonical_c(os.path.join(tmp, "c1"))
    for shards in SHARD_COUNTS:
        c_dir = os.path.join(tmp, "c%d" % shards)
        exe = os.path.join(tmp, "prog%d" % shards)
        # The largest count also compiles and runs; the others are compared as C only.
        compile_it = shards == SHARD_COUNTS[-1]
        extra = [] if compile_it else ["--c-only"]
        tr = translate(path, exe, tmp, "--shards", str(shards), "--keep-c", c_dir,
                       "--cache-dir", cache, *extra)
        if tr.status != 0:
            problems.append("%s: rtfarm translate --shards %d %s\n%s" % (
                name, shards, tr.describe_status(), tail(tr.stderr)))
            continue
        got_c = canonical_c(c_dir)
        if got_c != reference:
            # The first differences, so that a failure seen once (a schedule-dependent
            # translation) says where it is without being reproduced.
            diff = list(difflib.unified_diff(reference.splitlines(), got_c.splitlines(),
                                             "--shards 1", "--shards %d" % shards, lineterm="",
                                             n=2))
            problems.append("%s: the C of --shards %d differs from --shards 1 (compare "
                            "tests/tools/canonical_c.py of both --keep-c directories):\n%s" % (
                                name, shards, "\n".join(diff[:60])))
        if not compile_it:
            continue
        for args, ref in zip(arg_lists, references):
            got = run_translated([exe] + list(args), tmp, path)
            if got.status != ref.status or got.stdout != ref.stdout:
                problems.append("%s %s: the --shards %d executable differs from CPython "
                                "(%s)" % (name, " ".join(args), shards, got.describe_status()))
    # The same command as the last translation above: the program cache serves it whole.
    again = translate(path, os.path.join(tmp, "prog-again"), tmp, "--shards",
                      str(SHARD_COUNTS[-1]), "--keep-c", os.path.join(tmp, "c-again"),
                      "--cache-dir", cache)
    served = b"program cache: nothing changed" in again.stdout
    if again.status != 0 or not served:
        problems.append("%s: re-translating with a warm cache was not a full hit: %s" % (
            name, tail(again.stdout, 3)))
    return problems


def check_refused(path):
    """rtfarm translate must refuse the program cleanly. Returns None or a report."""
    name = os.path.relpath(path, ROOT)
    wanted = expectations(path)
    if not wanted:
        return "%s: no '%s' line at the top of the file" % (name, EXPECT_PREFIX)
    with TempDir() as tmp:
        exe = os.path.join(tmp, "prog")
        tr = translate(path, exe, tmp)
        problems = []
        if tr.timed_out or tr.status is None:
            problems.append("rtfarm translate %s" % tr.describe_status())
        elif tr.status == 0:
            problems.append("rtfarm translate accepted the program (exit status 0)")
        elif tr.status < 0 or tr.status >= 128:
            problems.append("rtfarm translate crashed: %s" % tr.describe_status())
        stderr = tr.stderr.decode("utf-8", "replace")
        for text in wanted:
            if text not in stderr:
                problems.append("stderr lacks %r" % text)
        for text in expectations(path, EXPECT_NOT_PREFIX):
            if text in stderr:
                problems.append("stderr has %r" % text)
        if os.path.exists(exe):
            problems.append("an executable was written to -o")
        if not problems:
            return None
        return "%s: %s\n  translate stderr:\n%s" % (name, "; ".join(problems), tail(tr.stderr))


def case_name(path):
    base = os.path.splitext(os.path.basename(path))[0]
    return "test_" + re.sub(r"\W", "_", base)


# --- unittest cases, one method per file ----------------------------------------------

class ProgramTest(unittest.TestCase):
    """tests/programs/NNN_*.py: translated output and status equal CPython's."""

    maxDiff = None


class RefusedTest(unittest.TestCase):
    """tests/programs/refused/NNN_*.py: refused with the expected message."""


class ExampleTest(unittest.TestCase):
    """examples/*.py with small arguments."""


def known_failures():
    """known_failures.txt: program name -> why rtfarm does not translate it yet."""
    known = {}
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "known_failures.txt")) as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                name, _, reason = line.partition(" ")
                known[name] = reason.strip()
    return known


KNOWN_FAILURES = known_failures()


def _program_case(path):
    def test(self):
        report = check_program(path)
        name = os.path.splitext(os.path.basename(path))[0]
        if name in KNOWN_FAILURES:
            if report:
                self.skipTest("known failure: " + KNOWN_FAILURES[name])
            self.fail("passes now: remove it from tests/programs/known_failures.txt")
        if report:
            self.fail("\n" + report)
    test.__doc__ = os.path.relpath(path, ROOT)
    return test


def _refused_case(path):
    def test(self):
        report = check_refused(path)
        if report:
            self.fail("\n" + report)
    test.__doc__ = os.path.relpath(path, ROOT)
    return test


def _example_case(path):
    def test(self):
        report = check_program(path, EXAMPLES[os.path.basename(path)])
        if report:
            self.fail("\n" + report)
    test.__doc__ = os.path.relpath(path, ROOT)
    return test


class GeneratedProgramTest(unittest.TestCase):
    """A 3,000-line interpreter-shaped program from bench/annotate's generator (classes
    with hierarchies, opcode classes held in a table, dicts and lists of instances)."""

    def test_generated_interpreter(self):
        generator = os.path.join(ROOT, "bench", "annotate", "generate_program.py")
        with TempDir() as tmp:
            path = os.path.join(tmp, "generated_3k.py")
            subprocess.run([sys.executable, generator, "--lines", "3000", "--seed", "7",
                            "-o", path], check=True, timeout=120)
            report = check_program(path)
            if report:
                self.fail("\n" + report)


def _selected(path):
    # RTFARM_CORPUS_REGEX: a regular expression searched in the file's name (the GC
    # stress targets run a representative part of the corpus).
    regex = os.environ.get("RTFARM_CORPUS_REGEX")
    if regex and not re.search(regex, os.path.basename(path)):
        return False
    wanted = name_filter()
    return not wanted or wanted in os.path.basename(path) or wanted in case_name(path)


for _path in programs():
    if _selected(_path):
        setattr(ProgramTest, case_name(_path), _program_case(_path))
# A refusal is the front-end's, whatever the collector: the refused programs run in the
# default collector's target only.
for _path in refused_programs():
    if _selected(_path) and not corpus_gc():
        setattr(RefusedTest, case_name(_path), _refused_case(_path))
for _path in examples():
    if _selected(_path):
        setattr(ExampleTest, case_name(_path), _example_case(_path))


class CorpusLayoutTest(unittest.TestCase):
    """The corpus itself: enough files, each in the expected shape."""

    def test_layout(self):
        progs = programs()
        refused = refused_programs()
        self.assertGreaterEqual(len(progs), 90, "fewer than 90 corpus programs")
        self.assertGreaterEqual(len(refused), 22, "fewer than 22 refused programs")
        for path in progs + refused + examples():
            with open(path, encoding="utf-8") as f:
                text = f.read()
            self.assertIn("def entry_point(argv):", text, path)
            self.assertIn('if __name__ == "__main__":', text, path)
        for path in refused:
            self.assertTrue(expectations(path), path)


# --- entry points -----------------------------------------------------------------------

def run_unittest():
    """Under Bazel: run every case, write JUnit XML through tests/tools/junit_unittest.py."""
    sys.path.insert(0, os.path.join(ROOT, "tests", "tools"))
    sys.path.insert(0, HERE)
    import junit_unittest
    # Load the cases from the module under its own name, so that JUnit reports
    # differential_test.ProgramTest.test_001_print_basics rather than __main__....
    import differential_test as module

    suite = unittest.TestSuite()
    loader = unittest.defaultTestLoader
    classes = [module.CorpusLayoutTest, module.ProgramTest, module.RefusedTest,
               module.ExampleTest]
    if not name_filter() or name_filter() in "test_generated_interpreter":
        classes.append(module.GeneratedProgramTest)
    for cls in classes:
        suite.addTests(loader.loadTestsFromTestCase(cls))
    runner = unittest.TextTestRunner(resultclass=junit_unittest.RecordingResult, verbosity=2,
                                     stream=sys.stdout)
    result = runner.run(suite)
    if os.environ.get("XML_OUTPUT_FILE"):
        junit_unittest.write_xml(os.environ["XML_OUTPUT_FILE"], result.cases)
    if result.testsRun == 0:
        print("no test selected", file=sys.stderr)
        return 1
    return 0 if result.wasSuccessful() else 1


def run_corpus(argv):
    """run_corpus.sh: RTFARM [PATTERN] [-j N] [-v]; one line per file and a total."""
    import concurrent.futures

    jobs = 1
    verbose = False
    positional = []
    i = 0
    while i < len(argv):
        if argv[i] == "-j":
            jobs = int(argv[i + 1])
            i += 2
            continue
        if argv[i] == "--gc":
            os.environ["RTFARM_CORPUS_GC"] = argv[i + 1]
            i += 2
            continue
        if argv[i] == "--nursery":
            os.environ["RTFARM_CORPUS_GC_NURSERY"] = argv[i + 1]
            i += 2
            continue
        if argv[i] == "--gc-min":
            os.environ["RTFARM_CORPUS_GC_MIN"] = argv[i + 1]
            i += 2
            continue
        if argv[i] == "--stress":
            os.environ["RTFARM_CORPUS_GC_STRESS"] = "1"
        elif argv[i] == "--verify":
            os.environ["RTFARM_CORPUS_GC_VERIFY"] = "1"
        elif argv[i] == "--quick":
            os.environ["RTFARM_CORPUS_QUICK"] = "1"
        elif argv[i] == "-v":
            verbose = True
        else:
            positional.append(argv[i])
        i += 1
    if not positional:
        print("usage: run_corpus.sh RTFARM_BINARY [PATTERN] [-j JOBS] [-v] [--gc NAME] [--stress] "
              "[--verify] [--nursery SIZE] [--gc-min SIZE] [--quick]", file=sys.stderr)
        return 2
    os.environ["RTFARM_BIN"] = os.path.abspath(positional[0])
    pattern = re.compile(positional[1]) if len(positional) > 1 else None

    work = []  # (label, function, args)
    for path in programs():
        work.append((os.path.relpath(path, ROOT), check_program, (path,)))
    for path in refused_programs():
        work.append((os.path.relpath(path, ROOT), check_refused, (path,)))
    for path in examples():
        work.append((os.path.relpath(path, ROOT), check_program,
                     (path, EXAMPLES[os.path.basename(path)])))
    if pattern is not None:
        work = [w for w in work if pattern.search(w[0])]

    failed = []
    started = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = [pool.submit(fn, *args) for _, fn, args in work]
        for (label, _, _), future in zip(work, futures):
            try:
                report = future.result()
            except Exception as e:  # a bug in this runner, not in rtfarm
                report = "%s: runner error %r" % (label, e)
            if report is None:
                print("ok   %s" % label, flush=True)
            else:
                failed.append(label)
                print("FAIL %s" % label, flush=True)
                if verbose:
                    print(report, flush=True)
    print("%d passed, %d failed (%d files, %.1f s)" % (
        len(work) - len(failed), len(failed), len(work), time.monotonic() - started))
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--corpus":
        sys.exit(run_corpus(sys.argv[2:]))
    sys.exit(run_unittest())
