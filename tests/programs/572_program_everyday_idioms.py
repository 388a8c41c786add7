"""Everyday idioms of small scripts: word counts sorted by value, min/max with key=,
enumerate(zip(...), start=1), closures over lists, globals, str methods with keywords,
int(x, base), try/except/else/finally, str.format with names, a set-based duplicate
finder, a while loop over a stack."""


counter = 0


def bump():
    global counter
    counter += 1
    return counter


def make_acc():
    items = []

    def add(x):
        items.append(x)
        return len(items)
    return add, items


def classify(v):
    if isinstance(v, (int, float)):
        return "number"
    return "other"


def parse_kv(line):
    key, _, value = line.partition("=")
    return (key.strip(), value.strip()) if value else None


def entry_point(argv):
    words = "the quick brown fox jumps over the lazy dog the end".split()
    freq = {}
    for w in words:
        freq[w] = freq.get(w, 0) + 1
    for w, n in sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:3]:
        print(f"{w!r:>8} {n}")
    print(min(freq, key=freq.get), max(freq, key=lambda k: (freq[k], k)))
    for i, (a, b) in enumerate(zip("abc", [1, 2, 3]), start=1):
        print(i, a * b, sep="-", end=";")
    print()
    add, items = make_acc()
    add(3)
    add(5)
    print(items, bump(), bump(), counter)
    print("head tail more".split(maxsplit=1), "a,b,,c".split(","), "x".center(7, "*"))
    print(int("ff", 16), int("0x1f", 0), chr(ord("a") + 2), "".join(reversed("stressed")))
    print(any(c.isdigit() for c in "ab3"), all(c.isalpha() for c in "ab3"))
    names = ["kiwi", "fig", "banana", "apple"]
    names.sort(key=len)
    print(names, sorted(names, key=lambda s: s[-1]))
    print(classify(3), classify(2.5), divmod(17, 5), divmod(-17, 5), round(2.675, 2), abs(-3.5))
    for line in ["a = 1", "bad", "b=two"]:
        kv = parse_kv(line)
        if kv:
            print("kv", kv)
        else:
            print("no kv in", repr(line))
    try:
        n = int("12x")
    except ValueError as e:
        print("bad:", e)
    else:
        print("ok", n)
    finally:
        print("done")
    s = "{name} is {age:>3} years".format(name="Ann", age=7)
    print(s, "{0}-{1}-{0}".format("x", "y"), "%5.1f|%-5d|%s" % (3.14159, 42, [1]))
    matrix = [[i * j for j in range(4)] for i in range(3)]
    print(matrix, [row[::-1] for row in matrix][0], sum(map(sum, matrix)))
    seen = set()
    dups = [w for w in words if w in seen or seen.add(w)]
    print(dups, sorted(seen)[:3])
    stack = [1, 2, 3]
    while stack:
        top = stack.pop()
        if top == 2:
            continue
        print("top", top)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
