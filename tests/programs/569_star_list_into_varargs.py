"""f(*xs) of a list (or a tuple of any length) into a function's *args parameter: the
parameter is a new tuple of the items (later changes to the list do not show in it),
positional arguments before the star going first (`os.path.join("/", *parts)`),
empty lists, bound methods; os.path.join(*parts) with no parts raises CPython's
TypeError."""
import os


def total(*nums):
    print("got", len(nums), nums)
    return sum(nums)


def label(prefix, *parts):
    return prefix + ":" + "-".join(parts)


class Logger:
    def __init__(self):
        self.lines = []

    def log(self, level, *words):
        self.lines.append(level + " " + " ".join(words))
        return len(words)


def keep(*items):
    return items


def entry_point(argv):
    values = [3, 4, 5]
    print(total(*values), total(1, 2), total(*[]), total())
    parts = ["usr", "local", "bin"]
    print(os.path.join("/", *parts), os.path.join(*parts))
    print(label("x", *parts), label("y"))
    log = Logger()
    print(log.log("INFO", *parts), log.log("WARN", "a", "b"), log.lines)
    kept = keep(*values)
    values.append(6)
    print(kept, values, kept == (3, 4, 5), max(kept), kept[1:])
    t = tuple(values)
    print(total(*t))
    try:
        os.path.join(*[])
    except TypeError as e:
        print("TypeError:", e)
    names = [w for w in "a b c".split()]
    print(label("z", "first", *names), keep(7, *[len(n) for n in names]))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
