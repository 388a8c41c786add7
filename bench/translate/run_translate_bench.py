"""Speed of translation itself (issue 6, item 7): rtfarm translate, cold and warm.

Translates the examples (hello, richards, pystone and pystone_richards, the last being
the counterpart of RPython's targetrpystonedalone.py) and synthetic programs of 10k, 50k
and 200k lines (bench/annotate/generate_program.py) with 1 and 2 shards, each twice:

* cold: a fresh empty --cache-dir and a fresh empty CCACHE_DIR, so the shards run and
  the C compile starts from nothing;
* warm: the same two directories again, target unchanged: every shard should be a cache
  hit and every C file a ccache hit.

Programs of 50k lines and more stop before the C compile (--c-only) unless
--compile-large: their C compile alone takes minutes on two cores.

Prints per run every phase of rtfarm's phase table, the total, the total without the
C compile, the wall time, the shards line (balance, cache hits), the ccache line and the
peak RSS of the rtfarm process; then the targets of issue 6 (PASS / MISS) and the ratio
to the previous run, kept in ~/.cache/rtfarm/bench-translate.json (like bench/run's
bench-run.json).

    bazel run //bench/translate:run_translate_bench [-- --quick]
    RTFARM_HOME=$PWD python3.11 bench/translate/run_translate_bench.py \\
        --rtfarm bazel-bin/passes/driver/rtfarm

Exit status 0 when every translation succeeded (a missed target does not fail the run),
1 otherwise, 2 on a usage error.
"""
import argparse
import datetime
import os
import platform
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))  # the source tree or the runfiles root
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "common"))
from bench_report import (default_rtfarm, load_json, parse_phases, previous_run_file,  # noqa: E402
                          ratio, save_json, short, table, text, tree_revision)

DEFAULT_PYTHON = "/usr/bin/python3.11"
DEFAULT_SIZES = "10000,50000,200000"
DEFAULT_SHARDS = "1,2"
DEFAULT_SEED = 1
QUICK_SIZES = [10000]

# From this size on the C compile is skipped unless --compile-large: 50k lines take
# about 50 s of gcc on two cores, 200k lines several minutes.
C_ONLY_FROM_LINES = 50000

# The examples, each with the files it is made of (for its line count).
EXAMPLES = [
    ("hello.py", ["hello.py"]),
    ("richards.py", ["richards.py"]),
    ("pystone.py", ["pystone.py"]),
    ("pystone_richards.py", ["pystone_richards.py", "pystone.py", "richards.py"]),
]

# Issue 6's targets. RPython translating targetrpystonedalone.py with --gc=boehm
# (/work/shared/docs/anchors.md): total wall 7.3 s minus its C compile 1.5 s.
RPYTHON_EXCL_COMPILE = 7.3 - 1.5
TARGET_SPEEDUP = 20.0
LARGE_TARGET_LINES = 200000
LARGE_TARGET_SHARDS = 2
LARGE_TARGET_SECONDS = 60.0
WARM_FRACTION = 0.10

TRANSLATE_TIMEOUT = 1800
GENERATE_TIMEOUT = 300
ERROR_LINES = 12
# Phases named so are the driver's C compile ("C compile", now "C compile + link").
COMPILE_PHASE_PREFIX = "C compile"

# The runs made per target and shard count: (kind, C only?, cache set). Runs sharing a
# cache set share --cache-dir and CCACHE_DIR, fresh and empty for the first of them.
# A full translation also gets a cold --c-only run: shards that compile their own C do
# it inside "database + shards", so only stopping before the compile measures exactly
# everything but the compile.
# "warm" re-translates the unchanged target (the program cache serves it); "touched"
# translates a copy with a comment appended — every file's content is new to the
# program cache, no function changed — so the front-end runs and every shard hits.
FULL_RUNS = [("cold", False, "main"), ("warm", False, "main"), ("touched", False, "main"),
             ("c-only", True, "c-only")]
C_ONLY_RUNS = [("cold", True, "main"), ("warm", True, "main"), ("touched", True, "main")]


# --- processes ----------------------------------------------------------------------------

class Outcome:
    """One finished rtfarm process: status, output, wall seconds, peak RSS in KiB."""

    def __init__(self, status, stdout, stderr, seconds, maxrss_kib, timed_out=False):
        self.status = status  # None: could not start or timed out; < 0: signal
        self.stdout = stdout
        self.stderr = stderr
        self.seconds = seconds
        self.maxrss_kib = maxrss_kib
        self.timed_out = timed_out

    def describe(self):
        if self.timed_out:
            return "timed out after %.0f s" % self.seconds
        if self.status is None:
            return "could not start"
        if self.status < 0:
            return "killed by signal %d" % -self.status
        return "exit status %d" % self.status


def run_measured(argv, env, cwd, timeout, log_prefix):
    """Runs argv and reaps it with os.wait4, whose rusage is this one process's (not the
    sum over every child this script ever waited for, as RUSAGE_CHILDREN would be).

    Output goes to files, not pipes: wait4 blocks, so nothing would drain a pipe."""
    out_path, err_path = log_prefix + ".stdout", log_prefix + ".stderr"
    started = time.perf_counter()
    try:
        with open(out_path, "wb") as out, open(err_path, "wb") as err:
            proc = subprocess.Popen(argv, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                                    stdout=out, stderr=err, start_new_session=True)
    except OSError as e:
        return Outcome(None, b"", str(e).encode(), time.perf_counter() - started, None)
    timed_out = threading.Event()

    def kill():
        # Its own session: the gcc processes it started go too.
        timed_out.set()
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except OSError:
            pass

    timer = threading.Timer(timeout, kill)
    timer.start()
    try:
        _, wait_status, usage = os.wait4(proc.pid, 0)
    finally:
        timer.cancel()
    seconds = time.perf_counter() - started
    proc.returncode = os.waitstatus_to_exitcode(wait_status)  # Popen must not reap again
    with open(out_path, "rb") as f:
        stdout = f.read()
    with open(err_path, "rb") as f:
        stderr = f.read()
    status = None if timed_out.is_set() else proc.returncode
    return Outcome(status, stdout, stderr, seconds, usage.ru_maxrss,
                   timed_out=timed_out.is_set())


def child_env(home, ccache_dir):
    env = dict(os.environ)
    for name in ("PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP", "PYTHONINSPECT"):
        env.pop(name, None)
    env["RTFARM_HOME"] = home
    env["LC_ALL"] = "C.UTF-8"
    env["CCACHE_DIR"] = ccache_dir  # per target and shard count: cold means empty
    return env


# --- what rtfarm translate prints ---------------------------------------------------------

SHARDS_LINE = re.compile(r"^shards: (\d+) \(operations per shard (\d+)\.\.(\d+) of (\d+)\), "
                         r"cache (\w+): (\d+) hit, (\d+) run")
CCACHE_LINE = re.compile(r"^ccache: (\d+) hit, (\d+) miss")
SHARD_WORK_LINE = re.compile(r"^shard work[^:]*:\s*(.*)$")
SHARD_WORK_ITEM = re.compile(r"\s*(\S.*?)\s+([0-9]+(?:\.[0-9]+)?)s\s*$")


def parse_shards(stdout):
    for line in text(stdout).splitlines():
        m = SHARDS_LINE.match(line)
        if m:
            count, low, high, total, state, hits, runs = m.groups()
            return {"count": int(count), "min": int(low), "max": int(high),
                    "total": int(total), "cache": state, "hit": int(hits), "run": int(runs)}
    return None


def parse_ccache(stdout):
    for line in text(stdout).splitlines():
        m = CCACHE_LINE.match(line)
        if m:
            return {"hit": int(m.group(1)), "miss": int(m.group(2))}
    return None


def parse_shard_work(stdout):
    """`shard work (summed over the shards run): GenC 0.1s (optimizations 0.05s: ...),
    C compile 2.3s` as a dict (GenC, optimizations, C compile)."""
    for line in text(stdout).splitlines():
        m = SHARD_WORK_LINE.match(line)
        if m:
            work = {}
            items = re.sub(r"\s*\(optimizations ([0-9.]+)s:[^)]*\)", r", optimizations \1s",
                           m.group(1))
            for item in items.split(","):
                found = SHARD_WORK_ITEM.match(item)
                if found:
                    work[found.group(1)] = float(found.group(2))
            return work
    return None


def compile_seconds(phases):
    return sum(t for name, t in phases if name.startswith(COMPILE_PHASE_PREFIX))


def translate_error(outcome):
    """The first lines of what went wrong, without the `[rtfarm] phase...` progress."""
    lines = [line for line in text(outcome.stderr).splitlines()
             if line.strip() and not line.startswith("[rtfarm] ")]
    shown = lines[:ERROR_LINES]
    if len(lines) > ERROR_LINES:
        shown.append("... (%d more lines)" % (len(lines) - ERROR_LINES))
    return ["rtfarm translate: %s" % outcome.describe()] + shown


# --- targets ------------------------------------------------------------------------------

class Target:
    def __init__(self, name, path, lines, c_only, generated):
        self.name = name
        self.path = path
        self.lines = lines
        self.c_only = c_only
        self.generated = generated


def count_lines(paths):
    total = 0
    for path in paths:
        with open(path, encoding="utf-8") as f:
            total += sum(1 for _ in f)
    return total


def generate(python, lines, seed, directory):
    """A synthetic program of about `lines` lines (deterministic for the seed)."""
    path = os.path.join(directory, "gen%dk_seed%d.py" % (lines // 1000, seed))
    generator = os.path.join(ROOT, "bench", "annotate", "generate_program.py")
    p = subprocess.run([python, "-I", "-B", generator, "--lines", str(lines), "--seed",
                        str(seed), "-o", path], capture_output=True, timeout=GENERATE_TIMEOUT)
    if p.returncode != 0:
        raise SystemExit("run_translate_bench: generate_program.py --lines %d failed:\n%s" % (
            lines, text(p.stderr)))
    return path


def make_targets(args, sizes, directory):
    targets = []
    for name, files in EXAMPLES:
        paths = [os.path.join(ROOT, "examples", f) for f in files]
        targets.append(Target(name, paths[0], count_lines(paths), False, False))
    for size in sizes:
        path = generate(args.python, size, args.seed, directory)
        c_only = size >= C_ONLY_FROM_LINES and not args.compile_large
        targets.append(Target("gen %dk" % (size // 1000), path, count_lines([path]), c_only,
                              True))
    return targets


# --- one translation ----------------------------------------------------------------------

def translate(rtfarm, target, shards, kind, c_only, dirs, home, jobs):
    """One `rtfarm translate` of target: returns the record of the run (a dict)."""
    out = os.path.join(dirs["run"], "%s-%s" % (kind, "exe"))
    argv = [rtfarm, "translate", target.path, "-o", out, "--shards", str(shards),
            "--cache-dir", dirs["shard_cache"]]
    if c_only:
        # A fresh --keep-c directory per run: the warm run must not find the cold C.
        argv += ["--c-only", "--keep-c", os.path.join(dirs["run"], "%s-c" % kind)]
    if jobs:
        argv += ["--jobs", str(jobs)]
    outcome = run_measured(argv, child_env(home, dirs["ccache"]), dirs["run"],
                           TRANSLATE_TIMEOUT, os.path.join(dirs["run"], kind))
    phases = parse_phases(outcome.stdout)
    phase_map = dict(phases)
    record = {
        "target": target.name, "lines": target.lines, "shards": shards, "kind": kind,
        "c_only": c_only, "status": outcome.status, "wall": outcome.seconds,
        "maxrss_kib": outcome.maxrss_kib, "phases": phases,
        "shard_line": parse_shards(outcome.stdout), "ccache": parse_ccache(outcome.stdout),
        "shard_work": parse_shard_work(outcome.stdout),
    }
    compiling = compile_seconds(phases)
    total = phase_map.get("total")
    # "excl. compile": the phase total without the driver's C compile phase (shards that
    # compile their own C still count theirs in "database + shards").
    record["total"] = total
    record["total_excl_compile"] = None if total is None else total - compiling
    record["wall_excl_compile"] = outcome.seconds - compiling
    if outcome.status != 0:
        record["error"] = translate_error(outcome)
    return record


def touched_copy(target, base):
    """The target's directory copied (its sibling modules too), with a comment appended to
    the target: new content for the program cache, the same functions for the shards."""
    directory = os.path.join(base, "touched")
    shutil.rmtree(directory, ignore_errors=True)
    os.makedirs(directory)
    source_dir = os.path.dirname(os.path.abspath(target.path))
    for name in os.listdir(source_dir):
        if name.endswith(".py"):
            shutil.copy(os.path.join(source_dir, name), directory)
    path = os.path.join(directory, os.path.basename(target.path))
    with open(path, "a", encoding="utf-8") as f:
        f.write("\n# touched by bench/translate\n")
    return Target(target.name, path, target.lines, target.c_only, target.generated)


def measure_target(rtfarm, target, shards, workdir, home, jobs, keep):
    """The cold and the warm translation of target at `shards` shards."""
    base = os.path.join(workdir, "%s-s%d" % (target.name.replace(" ", "_"), shards))
    shutil.rmtree(base, ignore_errors=True)
    records = []
    failed_sets = set()
    try:
        for kind, c_only, cache_set in (C_ONLY_RUNS if target.c_only else FULL_RUNS):
            if cache_set in failed_sets:
                continue  # a warm run after a failed cold one measures nothing
            dirs = {"run": base, "shard_cache": os.path.join(base, cache_set, "shard-cache"),
                    "ccache": os.path.join(base, cache_set, "ccache")}
            for path in dirs.values():
                os.makedirs(path, exist_ok=True)
            print("  %-20s %d shard%s %-6s ..." % (
                target.name, shards, " " if shards == 1 else "s", kind), end="", flush=True)
            run_target = touched_copy(target, base) if kind == "touched" else target
            record = translate(rtfarm, run_target, shards, kind, c_only, dirs, home, jobs)
            records.append(record)
            if "error" in record:
                failed_sets.add(cache_set)
                print(" FAILED")
                for line in record["error"]:
                    print("    " + line)
                continue
            print(" %.2f s wall" % record["wall"], flush=True)
    finally:
        # The C of a 200k-line program is large: keep the disk free between targets.
        if not keep:
            shutil.rmtree(base, ignore_errors=True)
    return records


# --- formatting ---------------------------------------------------------------------------

def secs(value):
    return "-" if value is None else "%.3f" % value


def shard_cells(record):
    """(operations per shard, balance = largest shard / mean shard, shard cache)."""
    s = record.get("shard_line")
    if not s:
        return "-", "-", "-"
    mean = s["total"] / s["count"] if s["count"] else 0
    balance = "%.2f" % (s["max"] / mean) if mean else "-"
    return ("%d..%d/%d" % (s["min"], s["max"], s["total"]), balance,
            "%d hit %d run" % (s["hit"], s["run"]))


def ccache_cell(record):
    c = record.get("ccache")
    if c:
        return "%d hit %d miss" % (c["hit"], c["miss"])
    return "(c-only)" if record["c_only"] else "-"


def rss_cell(record):
    kib = record.get("maxrss_kib")
    return "-" if kib is None else "%.0f MB" % (kib / 1024.0)


def phase_table(records):
    """One row per run, one column per phase (in the order rtfarm printed them)."""
    order = []
    for record in records:
        for phase, _ in record["phases"]:
            if phase not in order and phase != "total":
                order.append(phase)
    header = ["target", "shards", "run"] + order + ["total"]
    rows = []
    for r in records:
        found = dict(r["phases"])
        row = [r["target"], r["shards"], r["kind"]]
        for phase in order + ["total"]:
            value = found.get(phase)
            if value is None and phase.startswith(COMPILE_PHASE_PREFIX) and r["c_only"]:
                row.append("c-only")
            else:
                row.append(secs(value) if "error" not in r else "failed")
        rows.append(row)
    return table(header, rows, right=set(range(1, len(header))))


def shard_compile_cell(record):
    """The shards' own C compile, summed over shards (they run in parallel)."""
    work = record.get("shard_work") or {}
    value = work.get("C compile")
    return "-" if value is None else secs(value)


def previous_cells(record, previous):
    """(previous / this excl. compile, previous / this wall) for the same run."""
    prev = previous.get(record_key(record))
    if prev is None:
        return "-", "-"
    if prev.get("c_only") != record["c_only"] or prev.get("lines") != record["lines"]:
        return "other mode", "other mode"
    return (ratio(prev.get("total_excl_compile"), record.get("total_excl_compile")),
            ratio(prev.get("wall"), record.get("wall")))


def summary_table(records, previous):
    header = ["target", "shards", "run", "total", "excl. compile", "wall", "shard cc (sum)",
              "ops/shard", "balance", "shard cache", "ccache", "peak RSS", "prev/now excl.",
              "prev/now wall"]
    rows = []
    for r in records:
        if "error" in r:
            rows.append([r["target"], r["shards"], r["kind"], "failed"] +
                        ["-"] * (len(header) - 4))
            continue
        ops, balance, cache = shard_cells(r)
        vs_excl, vs_wall = previous_cells(r, previous)
        rows.append([r["target"], r["shards"], r["kind"], secs(r["total"]),
                     secs(r["total_excl_compile"]), secs(r["wall"]), shard_compile_cell(r),
                     ops, balance, cache, ccache_cell(r), rss_cell(r), vs_excl, vs_wall])
    return table(header, rows, right={1, 3, 4, 5, 6, 8, 11, 12, 13})


# --- targets of issue 6 -------------------------------------------------------------------

def find(records, target, kind, shards=None):
    """The successful record of target/kind at `shards` (else the most shards measured)."""
    found = [r for r in records if r["target"] == target and r["kind"] == kind
             and "error" not in r]
    if shards is not None:
        found = [r for r in found if r["shards"] == shards]
    return max(found, key=lambda r: r["shards"]) if found else None


def find_c_only(records, target, shards):
    """The cold translation of target that stopped before the C compile (--c-only)."""
    for kind in ("c-only", "cold"):
        r = find(records, target, kind, shards)
        if r is not None and r["c_only"]:
            return r
    return None


def verdict(ok):
    return "PASS" if ok else "MISS"


def report_targets(records, targets):
    """Prints issue 6's three targets, each PASS or MISS."""
    lines = []
    # (a) Pystone + Richards, end to end without the C compile, against RPython's 5.8 s.
    # At 2 shards (the machine's cores) when measured, else the most shards measured.
    r = (find_c_only(records, "pystone_richards.py", LARGE_TARGET_SHARDS) or
         find_c_only(records, "pystone_richards.py", None))
    limit = RPYTHON_EXCL_COMPILE / TARGET_SPEEDUP
    if r is None:
        lines.append("(a) pystone_richards.py excl. compile <= %.3f s (20x RPython's %.1f s): "
                     "MISS (not measured)" % (limit, RPYTHON_EXCL_COMPILE))
    else:
        # Wall time of the whole rtfarm process (start-up included) of a cold --c-only
        # translation: RPython's 5.8 s is likewise its whole wall time minus its compile.
        got = r["wall"]
        lines.append("(a) pystone_richards.py cold --c-only, %d shards, end to end: "
                     "%.3f s wall (phase total %.3f s) = %.1fx faster than RPython's %.1f s; "
                     "target 20x (<= %.3f s): %s" % (
                         r["shards"], got, r["total"], RPYTHON_EXCL_COMPILE / got,
                         RPYTHON_EXCL_COMPILE, limit, verdict(got <= limit)))
    # (b) 200k lines through every phase but the C compile, 2 shards, under 60 s.
    large = [t for t in targets if t.generated and t.lines >= LARGE_TARGET_LINES]
    r = find_c_only(records, large[0].name, LARGE_TARGET_SHARDS) if large else None
    if r is None:
        lines.append("(b) 200k lines excl. compile, %d shards, < %.0f s: MISS (not measured%s)"
                     % (LARGE_TARGET_SHARDS, LARGE_TARGET_SECONDS,
                        "" if large else ": run without --quick, with 200000 in --sizes"))
    else:
        got = r["wall"]
        lines.append("(b) %s (%d lines) cold --c-only, %d shards, every phase but the C "
                     "compile: %.2f s wall (phase total %.2f s); target < %.0f s: %s" % (
                         r["target"], r["lines"], r["shards"], got, r["total"],
                         LARGE_TARGET_SECONDS, verdict(got < LARGE_TARGET_SECONDS)))
    # (c) Warm re-translation under 10% of the cold one, every target and shard count.
    lines.append("(c) warm re-translation < %d%% of cold (wall; full translations include "
                 "the C compile, c-only ones stop before it):" % (WARM_FRACTION * 100))
    all_ok = True
    for cold in [r for r in records if r["kind"] == "cold" and "error" not in r]:
        warm = find(records, cold["target"], "warm", cold["shards"])
        if warm is None:
            all_ok = False
            lines.append("      %-20s %d shards: MISS (no warm run)" % (cold["target"],
                                                                      cold["shards"]))
            continue
        share = warm["wall"] / cold["wall"]
        ok = share < WARM_FRACTION
        all_ok = all_ok and ok
        touched = find(records, cold["target"], "touched", cold["shards"])
        touched_text = "" if touched is None else ", touched %7.3f s = %5.1f%%" % (
            touched["wall"], touched["wall"] / cold["wall"] * 100)
        lines.append("      %-20s %d shard%s %-6s cold %8.3f s, warm %7.3f s = %5.1f%%  %s%s" % (
            cold["target"], cold["shards"], " " if cold["shards"] == 1 else "s",
            "c-only" if cold["c_only"] else "full", cold["wall"], warm["wall"], share * 100,
            verdict(ok), touched_text))
    lines.append("    (c) overall: %s" % verdict(all_ok))
    for line in lines:
        print(line)


# --- previous run -------------------------------------------------------------------------

def default_cache_file():
    return previous_run_file("bench-translate.json")


def record_key(record):
    return "%s|%d shards|%s" % (record["target"], record["shards"], record["kind"])


def load_previous(path):
    return load_json(path, "runs")


def save(path, previous, records, meta):
    """Keeps this run's figures; a run that failed keeps its previous figures."""
    data = {"version": 1, "runs": dict(previous.get("runs", {}))}
    for r in records:
        if "error" not in r:
            data["runs"][record_key(r)] = dict(r, **meta)
    data["updated"] = meta["date"]
    save_json(path, data)


# --- the benchmark ------------------------------------------------------------------------

def snapshot_binary(rtfarm, workdir):
    """A private copy of rtfarm, run for every translation: a rebuild of bazel-bin during
    the run (another engineer's build) would otherwise change the binary between a cold
    and a warm run, and the shard cache keys include the binary's hash, so the warm run
    would miss. The copy has the same bytes, hence the same hash."""
    copy = os.path.join(workdir, "rtfarm-under-test")
    shutil.copy2(rtfarm, copy)
    os.chmod(copy, 0o755)
    return copy


def int_list(value, what):
    try:
        numbers = [int(part) for part in value.split(",") if part.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError("%s: comma-separated integers" % what)
    if not numbers or min(numbers) < 1:
        raise argparse.ArgumentTypeError("%s: positive integers" % what)
    return numbers


def parse_args(argv):
    p = argparse.ArgumentParser(
        prog="run_translate_bench",
        description="Time rtfarm translate itself, cold and warm, on the examples and on "
                    "synthetic programs.")
    p.add_argument("--rtfarm", default=None,
                   help="the rtfarm binary (default: $RTFARM_BIN, runfiles, bazel-bin)")
    p.add_argument("--home", default=None,
                   help="RTFARM_HOME (default: $RTFARM_HOME, else the tree holding this "
                        "script)")
    p.add_argument("--python", default=DEFAULT_PYTHON,
                   help="CPython that runs the program generator (%(default)s)")
    p.add_argument("--sizes", type=lambda v: int_list(v, "--sizes"), default=DEFAULT_SIZES,
                   help="synthetic program sizes in lines (default %(default)s)")
    p.add_argument("--shards", type=lambda v: int_list(v, "--shards"), default=DEFAULT_SHARDS,
                   help="shard counts (default %(default)s)")
    p.add_argument("--seed", type=int, default=DEFAULT_SEED,
                   help="generator seed (default %(default)s)")
    p.add_argument("--quick", action="store_true",
                   help="the examples and the 10k-line program only")
    p.add_argument("--compile-large", action="store_true",
                   help="also run the C compile for programs of %d lines and more (default: "
                        "--c-only for them)" % C_ONLY_FROM_LINES)
    p.add_argument("--jobs", type=int, default=None, help="rtfarm translate --jobs")
    p.add_argument("--keep", default=None, metavar="DIR",
                   help="write the generated programs and logs to DIR and keep them")
    p.add_argument("--cache", default=None, metavar="FILE",
                   help="previous-run figures (default ~/.cache/rtfarm/bench-translate.json)")
    p.add_argument("--no-save", action="store_true",
                   help="compare with the previous run but do not overwrite it")
    args = p.parse_args(argv)
    if isinstance(args.sizes, str):
        args.sizes = int_list(args.sizes, "--sizes")
    if isinstance(args.shards, str):
        args.shards = int_list(args.shards, "--shards")
    if args.quick:
        args.sizes = QUICK_SIZES
    return args


def print_header(rtfarm, home, revision, targets, args):
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    cores = os.cpu_count() or 1
    print("rtfarm translate benchmark, %s" % datetime.datetime.now().strftime("%Y-%m-%d %H:%M"))
    print("  rtfarm:       %s%s, run from a private copy" % (
        short(rtfarm), " (tree %s)" % revision if revision else ""))
    print("  RTFARM_HOME:  %s" % short(home))
    print("  machine:      %d cores, %s, load average %s" % (
        cores, platform.machine(), "%.2f" % load if load is not None else "?"))
    if load is not None and load > 0.5 * cores:
        print("  warning:      the machine is busy (load %.2f on %d cores): times are skewed; "
              "compare runs made in one quiet sitting" % (load, cores))
    print("  runs:         per target and shard count (%s): cold (empty --cache-dir and "
          "CCACHE_DIR), then warm (same dirs);" % ",".join(map(str, args.shards)))
    print("                full translations also get a cold --c-only run (fresh dirs): "
          "everything but the C compile")
    for t in targets:
        mode = ("C only (--c-only: no C compile; --compile-large to include it)" if t.c_only
                else "full translation, C compile included")
        print("  target:       %-20s %7d lines  %s" % (t.name, t.lines, mode))
    print("  peak RSS:     ru_maxrss of the rtfarm process from os.wait4 (Linux: the larger "
          "of rtfarm's and that of the gcc processes it waited for)")
    print(flush=True)
    return load


def main(argv):
    args = parse_args(argv)
    rtfarm = os.path.abspath(args.rtfarm or default_rtfarm(ROOT))
    home = os.path.abspath(args.home or os.environ.get("RTFARM_HOME") or ROOT)
    cache = args.cache or default_cache_file()
    if not (os.path.isfile(rtfarm) and os.access(rtfarm, os.X_OK)):
        print("run_translate_bench: no rtfarm binary at %s (build //passes/driver:rtfarm or "
              "pass --rtfarm)" % rtfarm, file=sys.stderr)
        return 1
    workdir = args.keep or tempfile.mkdtemp(prefix="rtfarm-bench-translate-")
    os.makedirs(workdir, exist_ok=True)
    records = []
    try:
        runner = snapshot_binary(rtfarm, workdir)
        targets = make_targets(args, args.sizes, workdir)
        revision = tree_revision(ROOT)
        load = print_header(rtfarm, home, revision, targets, args)
        previous = load_previous(cache)
        print("translating:")
        for target in targets:
            for shards in args.shards:
                records += measure_target(runner, target, shards, workdir, home, args.jobs,
                                          keep=bool(args.keep))
        print()
        print("phases (seconds, rtfarm's phase table)")
        print(phase_table(records))
        print()
        print("per run (seconds). excl. compile = phase total minus the driver's `C compile` "
              "phase(s); shard cc (sum) = the")
        print("shards' own C compile (inside `database + shards`), summed over shards; "
              "balance = largest shard / mean shard;")
        print("c-only = a cold --c-only run, exactly everything but the C compile; "
              "prev/now = previous run's time / this one")
        print("(above 1: faster now; `other mode` when the previous run compiled and this "
              "one did not, or the reverse)")
        print(summary_table(records, previous.get("runs", {})))
        prev_dates = sorted({p.get("date") for p in previous.get("runs", {}).values()
                             if p.get("date")})
        print("previous run: %s (%s)" % (", ".join(prev_dates[-1:]) or "none", cache))
        print()
        print("targets (issue 6):")
        report_targets(records, targets)
        if not args.no_save:
            meta = {"date": datetime.datetime.now().isoformat(timespec="seconds"),
                    "revision": revision, "load": load, "seed": args.seed}
            try:
                save(cache, previous, records, meta)
            except OSError as e:
                print("warning: could not write %s: %s" % (cache, e))
    finally:
        if not args.keep:
            shutil.rmtree(workdir, ignore_errors=True)
    failed = [r for r in records if "error" in r]
    print()
    if failed:
        print("%d translation(s) failed: see above" % len(failed))
        return 1
    print("every translation succeeded")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
