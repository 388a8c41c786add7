"""Generator expressions consumed by sum, min, max, sorted, list, str.join, any and all
(any/all stop at the deciding item: the log shows the items evaluated), with a condition,
reading the enclosing function's locals, and sum with a start."""


def noisy(x, log):
    log.append(x)
    return x > 2


def entry_point(argv):
    items = [3, 1, 4, 1, 5, 9, 2, 6]
    print(sum(x * x for x in items), min(x - 1 for x in items), max(-x for x in items))
    print(sorted(x % 4 for x in items), list(str(x) for x in items if x > 3))
    print("-".join(str(x) for x in range(len(argv) + 3)), ", ".join(w.upper() for w in ["a", "b"]))
    log = []
    print(any(noisy(x, log) for x in items), log)
    log2 = []
    print(all(noisy(x, log2) for x in items), log2)
    log3 = []
    print(any(noisy(x, log3) for x in [1, 2]), log3, all(x > 0 for x in []))
    print(sum((x for x in items), 100), max(len(s) for s in ["ab", "c"]))
    words = "the quick brown fox".split()
    print(sum(len(w) for w in words if w != "the"))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
