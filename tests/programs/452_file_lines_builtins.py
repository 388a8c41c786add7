"""File objects read whole by builtins (refused before: refused/197): list(f), sorted() of the lines left after readline(), tuple(), max(), `line in f` (stopping at the first match, the lines after it then read by a for loop) and str.join() of an open file, with CPython's lines (the last one without its newline)."""
import sys


def entry_point(argv):
    path = "/tmp/rtfarm_452_lines.txt"
    with open(path, "w") as f:
        f.write("pear 3\napple 10\n\nfig 7\nlast line")
    with open(path) as f:
        lines = list(f)
    print(lines, len(lines))
    with open(path) as f:
        first = f.readline()
        rest = sorted(f)
    print(repr(first), rest)
    with open(path) as f:
        print("\n" in f, tuple(f))
    with open(path) as f:
        print("apple 10\n" in f)
        for line in f:
            print("after:", repr(line))
    with open(path) as f:
        print(repr(max(f)), repr(min(open(path))))
    with open(path) as f:
        print("".join(f) == open(path).read())
    with open(path) as f:
        counts = sorted([line.split() for line in list(f) if line.strip()], key=lambda w: w[0])
    print(counts)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
