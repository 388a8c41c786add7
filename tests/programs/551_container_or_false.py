"""Functions returning a container, a str, a tuple or an instance, or False where they
fail (the shape of constraint solvers: `if not assign(...)`): False is held as the null
pointer, shown as False, tested by truth, `is False`, `== False`; `is None` is never
true; a parameter given False before a dict; any()/all() of such values."""


class Node:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "Node(%r)" % self.name


def lookup(table, key):
    if key not in table:
        return False
    return table[key]


def find_word(words, prefix):
    for w in words:
        if w.startswith(prefix):
            return w
    return False


def split_pair(text):
    if "=" not in text:
        return False
    k, v = text.split("=", 1)
    return (k, v)


def first_node(nodes, name):
    for n in nodes:
        if n.name == name:
            return n
    return False


def evens(xs):
    out = [x for x in xs if x % 2 == 0]
    if not out:
        return False
    return out


def relay(value):
    # a parameter given False first, a dict later
    return value


def entry_point(argv):
    table = {"a": {"x": 1}, "b": {}}
    for key in ["a", "b", "c"]:
        r = lookup(table, key)
        print(key, r, repr(r), str(r), "%s" % (r,), f"{r}", r is False, r is not False,
              r == False, r != False, r is None, bool(r), not r)
        if r is False:
            print("missing", key)
        elif not r:
            print("empty", key)
        else:
            print("keys", sorted(r))
    words = ["apple", "", "banana"]
    for p in ["ba", "zz", ""]:
        w = find_word(words, p)
        print(repr(w), w is False, len(w) if w is not False else -1)
    for t in ["k=v", "novalue", "a=b=c"]:
        pair = split_pair(t)
        if pair:
            k, v = pair
            print("pair", k, v, pair)
        else:
            print("no pair", pair)
    nodes = [Node("n1"), Node("n2")]
    for name in ["n2", "n9"]:
        n = first_node(nodes, name)
        print(n, n is False)
        if n:
            print("found", n.name)
    for xs in [[1, 3], [2, 4, 5]]:
        e = evens(xs)
        print(e, e or [0])
    v = relay(False)
    print(v)
    d = relay({"k": 2})
    print(d, d is False)
    results = [lookup(table, k) for k in "abc"]
    print(any(results), all(results), [bool(r) for r in results])
    print(any(lookup(table, k) for k in "cb"), all(lookup(table, k) for k in "ab"))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
