"""Speed of translated programs against CPython 3.11 and PyPy3 (issue 5 section 10).

Translates examples/hello.py, examples/richards.py and examples/pystone.py with
``rtfarm translate``, prints the phase-time table of each translation, then runs every
translated executable, CPython 3.11 and PyPy3 on the same arguments (best wall time of
``--repeat`` runs, the three runners interleaved) and prints the times, the ratios
(CPython time / translated time, PyPy3 time / translated time) and the ratio to the
previous run (previous translated time / this one), kept in
``~/.cache/rtfarm/bench-run.json``. ``--programs games`` (or single names such as
``nbody``) runs the Benchmarks Game programs of ``bench/games/`` instead, each against
its plain C version in ``bench/games/c/``, compiled with the flags rtfarm compiles its
generated C with; ``vs C before`` is that ratio in the previous run. ``--programs
everyday`` runs the everyday-style programs of ``bench/everyday/`` (no C versions), ``--programs
real`` the games, puzzle solvers and simulations of ``bench/real/``. An example with a hand-written C version in
``bench/run/reference/`` (richards.c) also runs that, compiled with ``--cc`` at the
translation's optimisation level against the same Boehm GC: ``vs hand C`` is its time /
the translated time (1.00x: as fast as hand-written C).

    bazel run //bench/run:run_bench [-- --repeat 5 --richards 40 --pystone 750000]
    python3.11 bench/run/run_bench.py --rtfarm bazel-bin/passes/driver/rtfarm

Exit status 0 when every example translated and every translated program printed what
CPython printed (and exited as it did); 1 otherwise; 2 on a usage error.
"""
import argparse
import datetime
import os
import platform
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))  # the source tree or the runfiles root
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "common"))
from bench_report import (default_rtfarm, load_json, parse_phases, previous_run_file,  # noqa: E402
                          ratio, save_json, short, table, text, tree_revision)

DEFAULT_PYTHON = "/usr/bin/python3.11"
DEFAULT_RICHARDS = 40        # about 1.6 s on CPython 3.11 (2-core development machine)
DEFAULT_PYSTONE = 750000     # about 1.5 s on CPython 3.11
DEFAULT_REPEAT = 3

REFERENCE_DIR = os.path.join(HERE, "reference")
GAMES_DIR = os.path.join(os.path.dirname(HERE), "games")
GAMES_C_DIR = os.path.join(GAMES_DIR, "c")
# rtfarm's own flags for its generated C (farm/c_compiler.cc), at the --opt level.
GAMES_CFLAGS = ["-std=gnu11", "-fwrapv", "-fno-strict-aliasing"]

# The Benchmarks Game programs (bench/games), with an argument for which CPython 3.11
# runs a few seconds on the 2-core development machine.
GAMES = [
    ("nbody", "500000"),
    ("spectralnorm", "800"),
    ("fannkuchredux", "10"),
    ("mandelbrot", "1200"),
    ("binarytrees", "16"),
    ("fasta", "1000000"),
    ("knucleotide", "500000"),
    ("revcomp", "600000"),
]
# Everyday programs (bench/everyday, issue 25 item 2): no C version, CPython ratio only.
EVERYDAY_DIR = os.path.join(os.path.dirname(HERE), "everyday")
EVERYDAY = [
    ("exprparse", "60000"),
    ("wordcount", "2000000"),
    ("gridsearch", "500"),
    ("strbuild", "600000"),
    ("matrix", "280"),
    ("sortrecords", "200000"),
    ("generators", "40"),
    ("accumulate", "300"),
]
# Real programs (bench/real, issue 24): games, puzzle solvers and simulations written as
# ordinary Python programmers write them; the argument repeats the program's run.
REAL_DIR = os.path.join(os.path.dirname(HERE), "real")
REAL = [
    ("connect4", "90"),
    ("game2048", "80"),
    ("sudoku", "50"),
    ("puzzle8", "120"),
    ("tetris", "16"),
    ("particles", "40"),
    ("bf", "12"),
    ("maze", "100"),
    ("ecosystem", "80"),
    ("life", "270"),
]
DEFAULT_OPT = 2  # rtfarm translate's default C optimisation level
TRANSLATE_TIMEOUT = 600
RUN_TIMEOUT = 300
ERROR_LINES = 12

# The program runs as __main__ with the tree's root on sys.path (for `import rlib`), as
# in tests/programs/differential_test.py: -I alone would leave only the program's dir.
BOOTSTRAP = ("import runpy, sys; sys.path.insert(0, sys.argv[1]); del sys.argv[:2]; "
             "runpy.run_path(sys.argv[0], run_name='__main__')")

# Targets, as (program, issue, minimum ratio against CPython 3.11).
TARGETS = [
    ("richards.py", "issue 5", 50.0),
    ("pystone.py", "issue 5", 50.0),
    ("richards.py", "issue 6", 107.0),
    ("pystone.py", "issue 6", 100.0),
] + [(name + ".py", "issue 25", 30.0) for name, _ in GAMES] + [
    (name + ".py", "issue 25", 20.0) for name, _ in EVERYDAY]

# Issue 25: a game's translated time at most this many times its C version's.
C_TARGETS = dict((name + ".py", 2.0 if name == "binarytrees" else 1.5) for name, _ in GAMES)

PYPY_MISSING = "pypy3: not installed"

GCS = ("boehm", "marksweep", "generational", "refcount")


# --- processes ----------------------------------------------------------------------------

class Outcome:
    def __init__(self, status, stdout, stderr, seconds, timed_out=False, cpu=None):
        self.status = status  # None: could not start or timed out; < 0: signal
        self.stdout = stdout
        self.stderr = stderr
        self.seconds = seconds
        self.cpu = cpu  # user + system seconds of the child, None when unknown
        self.timed_out = timed_out

    def ok(self):
        return self.status is not None and self.status >= 0 and not self.timed_out

    def describe(self):
        if self.timed_out:
            return "timed out after %.0f s" % self.seconds
        if self.status is None:
            return "could not start"
        if self.status < 0:
            return "killed by signal %d" % -self.status
        return "exit status %d" % self.status


def child_env(home):
    env = dict(os.environ)
    for name in ("PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP", "PYTHONINSPECT"):
        env.pop(name, None)
    env["RTFARM_HOME"] = home
    env["LC_ALL"] = "C.UTF-8"
    return env


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(argv, env, cwd, timeout):
    started = time.perf_counter()
    cpu_before = children_cpu()
    try:
        p = subprocess.run(argv, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                           capture_output=True, timeout=timeout)
        return Outcome(p.returncode, p.stdout, p.stderr, time.perf_counter() - started,
                       cpu=children_cpu() - cpu_before)
    except subprocess.TimeoutExpired as e:
        return Outcome(None, e.stdout or b"", e.stderr or b"", time.perf_counter() - started,
                       timed_out=True)
    except OSError as e:
        return Outcome(None, b"", str(e).encode(), time.perf_counter() - started)


def measure_memory(argv, env, cwd):
    """One more run under /usr/bin/time with RPY_GC_STATS=1: (peak resident kB or None,
    {collections, minor, gc_seconds} from the collector's line on stderr)."""
    fd, report = tempfile.mkstemp(prefix="rtfarm-bench-mem-")
    os.close(fd)
    stats = {}
    try:
        got = run(["/usr/bin/time", "-f", "%M", "-o", report] + argv,
                  dict(env, RPY_GC_STATS="1"), cwd, RUN_TIMEOUT)
        with open(report) as f:
            lines = [line.strip() for line in f if line.strip()]
        peak = int(lines[-1]) if lines and lines[-1].isdigit() else None
    except (OSError, ValueError):
        return None, stats
    finally:
        os.remove(report)
    for line in text(got.stderr).splitlines():
        if not line.startswith("[gc "):
            continue
        minor = re.search(r"minor collections (\d+)", line)
        major = re.search(r"(?:major )?collections (\d+)(?!.*collections)", line)
        spent = re.search(r"([0-9.]+) s in the collector", line)
        if minor:
            stats["minor"] = int(minor.group(1))
        if major:
            stats["collections"] = int(major.group(1))
        if spent:
            stats["gc_seconds"] = float(spent.group(1))
    return peak, stats


def first_line(argv):
    try:
        p = subprocess.run(argv, capture_output=True, timeout=30, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired):
        return ""
    lines = [line.strip() for line in text(p.stdout + p.stderr).splitlines() if line.strip()]
    return " ".join(lines[:2])


# --- translation --------------------------------------------------------------------------



def translate_error(outcome):
    """The first lines of what went wrong, without rtfarm's `[rtfarm] phase...` progress."""
    lines = [line for line in text(outcome.stderr).splitlines()
             if line.strip() and not line.startswith("[rtfarm] ")]
    if not lines:
        lines = [line for line in text(outcome.stdout).splitlines() if line.strip()]
    shown = lines[:ERROR_LINES]
    if len(lines) > ERROR_LINES:
        shown.append("... (%d more lines)" % (len(lines) - ERROR_LINES))
    if outcome.status != 1:
        shown.insert(0, "rtfarm translate: %s" % outcome.describe())
    return shown or ["rtfarm translate: %s, no message" % outcome.describe()]


# --- formatting ---------------------------------------------------------------------------

def seconds(value):
    if value is None:
        return "-"
    if value < 0.1:
        return "%.2f ms" % (value * 1000) if value < 0.01 else "%.1f ms" % (value * 1000)
    return "%.3f s" % value


# --- previous run -------------------------------------------------------------------------

def default_cache_file():
    return previous_run_file("bench-run.json")


def load_previous(path):
    return load_json(path, "programs")


# --- the benchmark ------------------------------------------------------------------------

def parse_args(argv):
    p = argparse.ArgumentParser(
        prog="run_bench",
        description="Translate the examples with rtfarm and time them against CPython 3.11 "
                    "and PyPy3.")
    p.add_argument("--rtfarm", default=None,
                   help="the rtfarm binary (default: $RTFARM_BIN, runfiles, bazel-bin)")
    p.add_argument("--home", default=None,
                   help="RTFARM_HOME for rtfarm (default: $RTFARM_HOME, else the tree "
                        "holding this script)")
    p.add_argument("--python", default=DEFAULT_PYTHON, help="CPython 3.11 (%(default)s)")
    p.add_argument("--pypy", default=None, help="PyPy3 (default: pypy3 on PATH)")
    p.add_argument("--richards", type=int, default=DEFAULT_RICHARDS,
                   help="Richards iterations (default %(default)s)")
    p.add_argument("--pystone", type=int, default=DEFAULT_PYSTONE,
                   help="Pystone loops (default %(default)s)")
    p.add_argument("--repeat", type=int, default=DEFAULT_REPEAT,
                   help="runs of each program per runner; the best wall time counts "
                        "(default %(default)s)")
    p.add_argument("--programs", default="hello,richards,pystone",
                   help="comma-separated examples, `games` for every bench/games program "
                        "or game names, `everyday` for every bench/everyday program or their "
                        "names, `real` for every bench/real program or their names "
                        "(default %(default)s)")
    p.add_argument("--extra", action="append", default=[], metavar="FILE.py=ARGS",
                   help="also translate and time FILE.py (a program outside examples/, such "
                        "as another Richards) with the space-separated ARGS; no target "
                        "applies to it (repeatable)")
    p.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                   help="time each run by wall clock or by the CPU time (user + system) "
                        "of the process, steadier on a busy machine (default %(default)s)")
    p.add_argument("--gc", default="boehm",
                   help="comma-separated collectors (rtfarm translate --gc): each program is "
                        "translated and timed under each, with its peak memory, collections "
                        "and collector time (default %(default)s)")
    p.add_argument("--jobs", type=int, default=None, help="rtfarm translate --jobs")
    p.add_argument("--opt", type=int, default=None, choices=range(4),
                   help="rtfarm translate --opt (the C optimisation level; default: rtfarm's)")
    p.add_argument("--cc", default="cc",
                   help="the C compiler for the hand-written references (default %(default)s)")
    p.add_argument("--keep", default=None, metavar="DIR",
                   help="write the executables to DIR and keep them")
    p.add_argument("--cache", default=None, metavar="FILE",
                   help="previous-run figures (default ~/.cache/rtfarm/bench-run.json)")
    p.add_argument("--no-save", action="store_true",
                   help="compare with the previous run but do not overwrite it")
    args = p.parse_args(argv)
    if args.repeat < 1:
        p.error("--repeat must be at least 1")
    args.gcs = [g.strip() for g in args.gc.split(",") if g.strip()]
    for gc in args.gcs:
        if gc not in GCS:
            p.error("--gc: unknown collector %r (known: %s)" % (gc, ", ".join(GCS)))
    return args


def workloads(args):
    """The programs to run, as (name, args), and the file of each by name: examples/NAME,
    or the path an --extra gave."""
    known = {
        "hello": ("hello.py", ["Ada", "Grace"]),
        "richards": ("richards.py", [str(args.richards)]),
        "pystone": ("pystone.py", [str(args.pystone)]),
    }
    games = dict(GAMES)
    everyday = dict(EVERYDAY)
    real = dict(REAL)
    chosen = []
    sources = {}
    names = []
    for name in [n.strip() for n in args.programs.split(",") if n.strip()]:
        name = name[:-3] if name.endswith(".py") else name
        if name == "games":
            names += [g for g, _ in GAMES]
        elif name == "everyday":
            names += [e for e, _ in EVERYDAY]
        elif name == "real":
            names += [r for r, _ in REAL]
        else:
            names.append(name)
    for name in names:
        if name in games:
            chosen.append((name + ".py", [games[name]]))
            sources[name + ".py"] = os.path.join(GAMES_DIR, name + ".py")
            continue
        if name in everyday:
            chosen.append((name + ".py", [everyday[name]]))
            sources[name + ".py"] = os.path.join(EVERYDAY_DIR, name + ".py")
            continue
        if name in real:
            chosen.append((name + ".py", [real[name]]))
            sources[name + ".py"] = os.path.join(REAL_DIR, name + ".py")
            continue
        if name not in known:
            raise SystemExit("run_bench: unknown program %r (known: %s, games, %s, everyday, %s, "
                             "real, %s)"
                             % (name, ", ".join(sorted(known)), ", ".join(sorted(games)),
                                ", ".join(sorted(everyday)), ", ".join(sorted(real))))
        chosen.append(known[name])
        sources[known[name][0]] = os.path.join(ROOT, "examples", known[name][0])
    for extra in args.extra:
        path, _, extra_args = extra.partition("=")
        if not path.endswith(".py") or not os.path.isfile(path):
            raise SystemExit("run_bench: --extra %r: no such .py file" % extra)
        if any(os.path.basename(path) == name for name, _ in chosen):
            raise SystemExit("run_bench: --extra %r: an example has that name" % extra)
        chosen.append((os.path.basename(path), extra_args.split()))
        sources[os.path.basename(path)] = os.path.abspath(path)
    return chosen, sources


def main(argv):
    args = parse_args(argv)
    rtfarm = os.path.abspath(args.rtfarm or default_rtfarm(ROOT))
    home = os.path.abspath(args.home or os.environ.get("RTFARM_HOME") or ROOT)
    python = args.python
    pypy = args.pypy or shutil.which("pypy3")
    if pypy and not (os.path.isfile(pypy) and os.access(pypy, os.X_OK)):
        pypy = None
    cache = args.cache or default_cache_file()
    env = child_env(home)
    programs, sources = workloads(args)
    # One cell per program and collector; a run with only Boehm keeps the plain names.
    plain = args.gcs == ["boehm"]
    cells = [(name if plain else "%s [%s]" % (name, gc), name, prog_args, gc)
             for name, prog_args in programs for gc in args.gcs]

    if not (os.path.isfile(rtfarm) and os.access(rtfarm, os.X_OK)):
        print("run_bench: no rtfarm binary at %s (build //passes/driver:rtfarm or pass "
              "--rtfarm)" % rtfarm, file=sys.stderr)
        return 1
    if not (os.path.isfile(python) and os.access(python, os.X_OK)):
        print("run_bench: no CPython at %s" % python, file=sys.stderr)
        return 1

    revision = tree_revision(ROOT)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    cores = os.cpu_count() or 1
    print("rtfarm run benchmark, %s" % datetime.datetime.now().strftime("%Y-%m-%d %H:%M"))
    print("  rtfarm:       %s%s" % (short(rtfarm), " (tree %s)" % revision if revision else ""))
    print("  RTFARM_HOME:  %s" % short(home))
    print("  CPython:      %s (%s)" % (python, first_line([python, "--version"])))
    if pypy:
        version = first_line([pypy, "--version"])
        found = re.search(r"Python ([0-9.]+)", version), re.search(r"PyPy ([0-9.]+)", version)
        if found[0] and found[1]:
            version = "PyPy %s, Python %s" % (found[1].group(1), found[0].group(1))
        print("  PyPy3:        %s (%s)" % (pypy, version))
    else:
        print("  PyPy3:        %s" % PYPY_MISSING)
    print("  machine:      %d cores, %s, load average %s" % (
        cores, platform.machine(), "%.2f" % load if load is not None else "?"))
    print("  timing:       best %s time of %d runs per runner (process start included), "
          "runners interleaved" % ("wall" if args.clock == "wall" else "CPU (user + system)",
                                   args.repeat))
    if load is not None and load > 0.5 * cores:
        print("  warning:      the machine is busy (load %.2f on %d cores): times are skewed; "
              "compare runs made in one quiet sitting" % (load, cores))
    print(flush=True)

    workdir = args.keep or tempfile.mkdtemp(prefix="rtfarm-bench-run-")
    os.makedirs(workdir, exist_ok=True)
    previous = load_previous(cache)
    results = {}  # name -> dict
    failures = 0
    try:
        # 1. Translate each example under each collector.
        for label, name, prog_args, gc in cells:
            path = sources[name]
            exe = os.path.join(workdir, os.path.splitext(name)[0] + ("" if plain else "_" + gc))
            if os.path.exists(exe):
                os.remove(exe)
            argv = [rtfarm, "translate", path, "-o", exe]
            if not plain:
                argv += ["--gc", gc]
            if args.jobs:
                argv += ["--jobs", str(args.jobs)]
            if args.opt is not None:
                argv += ["--opt", str(args.opt)]
            example = path == os.path.join(ROOT, "examples", name)
            print("translating %s%s ..." % ("examples/" + name if example else short(path),
                                            "" if plain else " --gc " + gc), flush=True)
            tr = run(argv, env, workdir, TRANSLATE_TIMEOUT)
            entry = {"args": prog_args, "translate_wall": tr.seconds,
                     "phases": parse_phases(tr.stdout)}
            if tr.status != 0 or not os.path.exists(exe):
                failures += 1
                entry["error"] = translate_error(tr) if tr.status != 0 else [
                    "rtfarm translate exited 0 but wrote no executable"]
                print("  FAILED (%s, %.1f s):" % (tr.describe(), tr.seconds))
                for line in entry["error"]:
                    print("    " + line)
            else:
                entry["exe"] = exe
                print("  ok (%.1f s)" % tr.seconds)
            results[label] = entry
            if gc != args.gcs[0]:
                continue  # one hand-written C version per program
            reference = build_reference(args, name, workdir, env)
            if reference is not None:
                if "error" in reference:
                    failures += 1
                    print("  hand-written C: %s" % reference["error"])
                else:
                    entry["reference_exe"] = reference["exe"]
        print()

        # 2. The phase table, one column per example.
        names = [label for label, _, _, _ in cells]
        phase_order = []
        for name in names:
            for phase, _ in results[name]["phases"]:
                if phase not in phase_order:
                    phase_order.append(phase)
        rows = []
        for phase in phase_order:
            row = [phase]
            for name in names:
                found = dict(results[name]["phases"]).get(phase)
                row.append("%.3f s" % found if found is not None else
                           ("failed" if "error" in results[name] else "-"))
            rows.append(row)
        rows.append(["translate (wall)"] + ["%.3f s" % results[n]["translate_wall"]
                                            for n in names])
        print("rtfarm translate phases (the `phase time` table each translation prints; "
              "a failed translation prints none)")
        print(table(["phase"] + names, rows, right=set(range(1, len(names) + 1))))
        print(flush=True)

        # 3. Run: translated, CPython, PyPy3 interleaved, best of --repeat (CPython,
        # PyPy3 and the hand-written C with the first collector only: the others reuse
        # their figures).
        firsts = {}  # program name -> the label of its first cell
        for label, name, prog_args, gc in cells:
            entry = results[label]
            path = sources[name]
            first_label = firsts.setdefault(name, label)
            runners = []
            if "exe" in entry:
                runners.append(("translated", [entry["exe"]] + prog_args))
            cpython_argv = [python, "-I", "-B", "-c", BOOTSTRAP, ROOT, path] + prog_args
            if first_label == label:
                runners.append(("cpython", cpython_argv))
                if pypy:
                    runners.append(("pypy3", [pypy, "-I", "-B", "-c", BOOTSTRAP, ROOT, path]
                                    + prog_args))
                if "reference_exe" in entry:
                    runners.append(("hand C", [entry["reference_exe"]] + prog_args))
            print("running %s %s (%s) ..." % (name, " ".join(prog_args),
                                              ", ".join(r for r, _ in runners)), flush=True)
            best = {}
            first = {}
            for _ in range(args.repeat):
                for runner, argv in runners:
                    if runner in first and not first[runner].ok():
                        continue  # it failed once; do not time it again
                    got = run(argv, env, workdir, RUN_TIMEOUT)
                    first.setdefault(runner, got)
                    if got.ok():
                        taken = got.cpu if args.clock == "cpu" else got.seconds
                        best[runner] = min(best.get(runner, taken), taken)
            if first_label != label:
                for runner in ("cpython", "pypy3", "hand C"):
                    if runner in results[first_label]["times"]:
                        best[runner] = results[first_label]["times"][runner]
                first["cpython"] = results[first_label]["cpython_outcome"]
            else:
                entry["cpython_outcome"] = first.get("cpython")
            # Memory and the collector's work: one more run of each, outside the timing.
            if "exe" in entry and first.get("translated") is not None and \
                    first["translated"].ok():
                entry["peak_kb"], entry["gc_stats"] = measure_memory(
                    [entry["exe"]] + prog_args, env, workdir)
            if first_label == label:
                entry["cpython_peak_kb"], _ = measure_memory(cpython_argv, env, workdir)
            else:
                entry["cpython_peak_kb"] = results[first_label].get("cpython_peak_kb")
            notes = []
            for runner, got in first.items():
                if not got.ok() and (runner != "cpython" or first_label == label):
                    notes.append("%s %s" % (runner, got.describe()))
            ref = first.get("cpython")
            if ref is not None and ref.ok() and ref.status != 0:
                notes.append("cpython exit status %d" % ref.status)
            output = "-"
            for runner in ("translated", "pypy3", "hand C"):
                got = first.get(runner)
                if got is None or ref is None or not got.ok() or not ref.ok():
                    continue
                same = got.stdout == ref.stdout and got.status == ref.status
                if runner == "translated":
                    output = "same" if same else "DIFFERS"
                    if not same:
                        failures += 1
                        notes.append(describe_difference(ref, got))
                elif runner == "hand C" and not same:
                    failures += 1
                    notes.append("the hand-written C version's output differs from CPython's")
                elif not same:
                    notes.append("pypy3 output differs from CPython's")
            if "translated" in first and not first["translated"].ok():
                failures += 1
                output = "CRASHED"
            entry["times"] = best
            entry["output"] = output
            entry["notes"] = notes
        print()

        # 4. The table.
        header = ["program", "args", "translated", "CPython 3.11", "PyPy3", "hand C",
                  "vs CPython", "vs PyPy3", "vs hand C", "vs C before", "vs previous",
                  "output"]
        rows = []
        prev_programs = previous.get("programs", {})
        for name, _, prog_args, _ in cells:
            entry = results[name]
            times = entry["times"]
            t = times.get("translated")
            c = times.get("cpython")
            y = times.get("pypy3")
            translated = seconds(t) if "exe" in entry else "translate failed"
            pypy_cell = seconds(y) if pypy else PYPY_MISSING
            vs_pypy = ratio(y, t) if pypy else PYPY_MISSING
            prev = prev_programs.get(name)
            if prev is None or prev.get("translated") is None:
                vs_prev = "-"
            elif prev.get("args") != prog_args:
                vs_prev = "other args"
            elif prev.get("clock", "wall") != args.clock:
                vs_prev = "other clock"
            else:
                vs_prev = ratio(prev["translated"], t)
            h = times.get("hand C")
            before = "-"
            if (prev is not None and prev.get("args") == prog_args and
                    prev.get("clock", "wall") == args.clock):
                before = ratio(prev.get("hand_c"), prev.get("translated"))
            rows.append([name, " ".join(prog_args), translated, seconds(c), pypy_cell,
                         seconds(h), ratio(c, t), vs_pypy, ratio(h, t) if h else "-", before,
                         vs_prev, entry["output"]])
        print(table(header, rows, right={2, 3, 4, 5, 6, 7, 8, 9, 10}))
        print("vs CPython = CPython time / translated time, vs PyPy3 = PyPy3 time / "
              "translated time,")
        print("vs hand C = the hand-written C version's time (bench/run/reference, "
              "bench/games/c) / translated time (1.00x: as fast),")
        print("vs C before = the same ratio in the previous run,")
        print("vs previous = previous run's translated time / this one (above 1: faster "
              "now); hello.py measures process start-up only.")
        print()
        print(memory_table(cells, results))
        dates = sorted({p.get("date") for n, p in prev_programs.items()
                        if p.get("date") and n in results})
        if dates:
            print("previous run: %s (%s)" % (", ".join(dates), cache))
        else:
            print("previous run: none (%s)" % cache)
        for name, _, _, _ in cells:
            for note in results[name].get("notes", []):
                print("warning: %s: %s" % (name, note))
        print()

        # 5. Targets.
        print("targets (translated speed against CPython 3.11):")
        for target, issue, minimum in TARGETS:
            for name, program, _, _ in cells:
                if program != target:
                    continue
                times = results[name]["times"]
                t, c = times.get("translated"), times.get("cpython")
                if t is None or c is None or t <= 0:
                    verdict = "MISSED (not measured)"
                else:
                    r = c / t
                    verdict = "%s (%.1fx)" % ("met" if r >= minimum else "MISSED", r)
                print("  %-8s %-28s at least %5.0fx   %s" % (issue, name, minimum, verdict))
        for name, bound in C_TARGETS.items():
            if name not in results:
                continue
            times = results[name]["times"]
            t, h = times.get("translated"), times.get("hand C")
            if t is None or h is None or h <= 0:
                verdict = "MISSED (not measured)"
            else:
                verdict = "%s (%.2fx its time)" % ("met" if t <= bound * h else "MISSED", t / h)
            print("  %-8s %-18s within %.1fx of C %s" % ("issue 25", name, bound, verdict))

        # 6. Keep this run's figures for the next one (programs that failed keep theirs).
        if not args.no_save:
            now = datetime.datetime.now().isoformat(timespec="seconds")
            data = {"version": 1, "programs": dict(prev_programs)}
            for name, _, prog_args, _ in cells:
                entry = results[name]
                times = entry["times"]
                if times.get("translated") is None:
                    continue
                data["programs"][name] = {
                    "date": now,
                    "revision": revision,
                    "args": prog_args,
                    "repeat": args.repeat,
                    "clock": args.clock,
                    "translated": times.get("translated"),
                    "cpython": times.get("cpython"),
                    "pypy3": times.get("pypy3"),
                    "hand_c": times.get("hand C"),
                    "translate_wall": entry["translate_wall"],
                    "phases": dict(entry["phases"]),
                    "output": entry["output"],
                    "load": load,
                    "peak_kb": entry.get("peak_kb"),
                    "gc_stats": entry.get("gc_stats"),
                }
            data["updated"] = now
            try:
                save_json(cache, data)
            except OSError as e:
                print("warning: could not write %s: %s" % (cache, e))
    finally:
        if not args.keep:
            shutil.rmtree(workdir, ignore_errors=True)

    print()
    if failures:
        print("%d problem(s): see the failed translations and warnings above" % failures)
        return 1
    print("every example translated and printed what CPython printed")
    return 0


def memory_table(cells, results):
    """Peak memory of each translated program against CPython's, and the exact
    collectors' counts and time (RPY_GC_STATS: Boehm reports its collections and the time
    of its full ones; the exact collectors their minor and major collections)."""
    rows = []
    for label, _, _, _ in cells:
        entry = results[label]
        peak, cpython_peak = entry.get("peak_kb"), entry.get("cpython_peak_kb")
        stats = entry.get("gc_stats") or {}
        run_time = entry.get("times", {}).get("translated")
        gc_seconds = stats.get("gc_seconds")
        rows.append([
            label,
            "%.1f MB" % (peak / 1024.0) if peak else "-",
            "%.1f MB" % (cpython_peak / 1024.0) if cpython_peak else "-",
            ratio(cpython_peak, peak) if peak and cpython_peak else "-",
            str(stats["minor"]) if "minor" in stats else "-",
            str(stats["collections"]) if "collections" in stats else "-",
            "%.3f s" % gc_seconds if gc_seconds is not None else "-",
            "%.0f%%" % (100.0 * gc_seconds / run_time) if gc_seconds is not None and run_time
            else "-",
        ])
    header = ["program", "peak memory", "CPython peak", "CPython / ours", "minor GCs",
              "major GCs", "in the collector", "share of run"]
    return ("memory and collector (one more run of each under /usr/bin/time, "
            "RPY_GC_STATS=1):\n" + table(header, rows, right={1, 2, 3, 4, 5, 6, 7}))


def build_reference(args, name, workdir, env):
    """Compiles bench/run/reference/NAME.c when there is one: None when there is not, else
    {"exe": path} or {"error": text}. Same optimisation level and GC as the translation."""
    stem = os.path.splitext(name)[0]
    opt = args.opt if args.opt is not None else DEFAULT_OPT
    exe = os.path.join(workdir, stem + "-hand-c")
    source = os.path.join(REFERENCE_DIR, stem + ".c")
    if os.path.isfile(source):
        argv = [args.cc, "-O%d" % opt, source, "-o", exe, "-lgc"]
    elif stem in dict(GAMES):
        # A game's plain C version: malloc, no GC; rtfarm's flags for its generated C.
        source = os.path.join(GAMES_C_DIR, stem + ".c")
        argv = [args.cc] + GAMES_CFLAGS + ["-O%d" % opt, source, "-o", exe, "-lm"]
    else:
        return None
    built = run(argv, env, workdir, TRANSLATE_TIMEOUT)
    if built.status != 0 or not os.path.exists(exe):
        lines = [line for line in text(built.stderr).splitlines() if line.strip()]
        return {"error": "%s failed (%s): %s" % (" ".join(argv[:2]), built.describe(),
                                                  " / ".join(lines[:3]))}
    print("  hand-written C: %s -O%d ok" % (os.path.basename(source), opt))
    return {"exe": exe}


def describe_difference(ref, got):
    parts = ["translated program differs from CPython"]
    if got.status != ref.status:
        parts.append("exit status %s vs CPython's %s" % (got.status, ref.status))
    a = text(ref.stdout).splitlines()
    b = text(got.stdout).splitlines()
    for i in range(max(len(a), len(b))):
        x = a[i] if i < len(a) else "<no line>"
        y = b[i] if i < len(b) else "<no line>"
        if x != y:
            parts.append("first differing stdout line %d: CPython %r, translated %r" % (
                i + 1, x[:100], y[:100]))
            break
    else:
        if ref.stdout != got.stdout:
            parts.append("stdout differs in its line endings")
    return "; ".join(parts)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
