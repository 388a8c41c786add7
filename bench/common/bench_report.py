"""What the benchmarks share: reading rtfarm's phase table, finding the binary, keeping
the previous run's figures, and printing tables and ratios."""
import json
import os
import re
import subprocess

# One row of rtfarm translate's phase table: "annotate            1.234s".
PHASE_LINE = re.compile(r"^(\S.*?)\s+([0-9]+(?:\.[0-9]+)?)s\s*$")


def text(data):
    return data.decode("utf-8", "replace") if isinstance(data, bytes) else data


def parse_phases(stdout):
    """The `phase time` table rtfarm translate prints: [(phase, seconds)] in its order,
    whatever the phases."""
    phases = []
    inside = False
    for line in text(stdout).splitlines():
        if not inside:
            inside = re.match(r"^phase\s+time\s*$", line) is not None
            continue
        m = PHASE_LINE.match(line)
        if m is None:
            break
        phases.append((m.group(1), float(m.group(2))))
        if m.group(1) == "total":
            break
    return phases


def default_rtfarm(root):
    """$RTFARM_BIN, else the binary in the runfiles or the source tree."""
    if os.environ.get("RTFARM_BIN"):
        return os.environ["RTFARM_BIN"]
    for candidate in (os.path.join(root, "passes", "driver", "rtfarm"),
                      os.path.join(root, "bazel-bin", "passes", "driver", "rtfarm")):
        if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    return os.path.join(root, "bazel-bin", "passes", "driver", "rtfarm")


def tree_revision(root):
    """"abc1234" or "abc1234+changes" for the tree being measured; None outside git."""
    tree = os.environ.get("BUILD_WORKSPACE_DIRECTORY") or root
    try:
        head = subprocess.run(["git", "-C", tree, "rev-parse", "--short", "HEAD"],
                              capture_output=True, timeout=30, text=True)
        if head.returncode != 0:
            return None
        dirty = subprocess.run(["git", "-C", tree, "status", "--porcelain", "-uno"],
                               capture_output=True, timeout=60, text=True)
        return head.stdout.strip() + ("+changes" if dirty.stdout.strip() else "")
    except (OSError, subprocess.TimeoutExpired):
        return None


def previous_run_file(name):
    """Where a benchmark keeps its previous run: $XDG_CACHE_HOME/rtfarm/NAME, else
    ~/.cache/rtfarm/NAME."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "rtfarm", name)


def load_json(path, key):
    """The previous run's figures: a dict holding a dict under `key`, else an empty one."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        if isinstance(data, dict) and isinstance(data.get(key), dict):
            return data
    except (OSError, ValueError):
        pass
    return {key: {}}


def save_json(path, data):
    """Written to a temporary file and renamed: an interrupted run leaves the old file."""
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=2, sort_keys=True)
        f.write("\n")
    os.replace(tmp, path)


def ratio(numerator, denominator):
    if numerator is None or denominator is None or denominator <= 0:
        return "-"
    r = numerator / denominator
    return "%.1fx" % r if r >= 10 else "%.2fx" % r


def short(path):
    """A path inside Bazel's runfiles tree, shown from that tree's root."""
    marker = ".runfiles" + os.sep
    if marker in path:
        rest = path.split(marker, 1)[1]
        return "<runfiles>/" + rest.split(os.sep, 1)[1] if os.sep in rest else "<runfiles>"
    return path


def table(header, rows, right=()):
    widths = [max(len(str(row[i])) for row in [header] + rows) for i in range(len(header))]
    out = []
    for row in [header] + rows:
        cells = []
        for i, cell in enumerate(row):
            cell = str(cell)
            cells.append(cell.rjust(widths[i]) if i in right else cell.ljust(widths[i]))
        out.append("  ".join(cells).rstrip())
    return "\n".join(out)
