"""match statement: mapping patterns over dicts (constant str and int keys, value sub-patterns, **rest, extra keys ignored, empty pattern), mixed with sequence patterns over lists of dicts and guards."""

import sys

KIND = "kind"


def event(e):
    match e:
        case {"type": "click", "x": x, "y": y}:
            return "click at %s,%s" % (x, y)
        case {"type": "key", "code": "13"}:
            return "enter"
        case {"type": "key", "code": c} if int(c) < 32:
            return "control key %d" % int(c)
        case {"type": "key", "code": c}:
            return "key %s" % chr(int(c))
        case {"type": "quit", **rest}:
            return "quit with %d more keys: %s" % (len(rest), sorted(rest))
        case {"type": t}:
            return "unknown type " + str(t)
        case {}:
            return "no type"


def lookup(table):
    match table:
        case {1: a, 2: b}:
            return "one and two: %s %s" % (a, b)
        case {1: a}:
            return "only one: " + a
        case {0: "zero", **others}:
            return "zero and %d others" % len(others)
        case _:
            return "nothing"


def config(settings):
    match settings:
        case {"mode": "fast", "level": lvl, **extra} if not extra:
            return "fast at %s, nothing else" % lvl
        case {"mode": "fast", "level": lvl, **extra}:
            return "fast at %s, extras %s" % (lvl, sorted(extra.items()))
        case {"mode": m}:
            return "mode " + m
    return "no mode"


def rest_is_a_copy(d):
    match d:
        case {"a": _, **rest}:
            rest["new"] = 99
            return "rest %s, original %s" % (sorted(rest.items()), sorted(d.items()))
    return "no a"


def by_constant(d):
    match d:
        case {"kind": k} if k == KIND:
            return "kind is kind"
        case {"kind": k}:
            return "kind " + k
    return "none"


def many(records):
    out = []
    for r in records:
        match r:
            case {"n": n} if n % 2 == 0:
                out.append(n // 2)
            case {"n": n}:
                out.append(3 * n + 1)
            case _:
                out.append(-1)
    return out


def lists_of_dicts(items):
    match items:
        case [{"id": a}, {"id": b}]:
            return "two ids %d %d" % (a, b)
        case [{"id": a}, *rest]:
            return "first id %d and %d more" % (a, len(rest))
        case []:
            return "no items"
        case _:
            return "no id first"


def not_a_mapping(x):
    # Lists and strs are not mappings.
    match x:
        case {}:
            return "mapping"
        case _:
            return "not a mapping"


def entry_point(argv):
    events = [
        {"type": "click", "x": "3", "y": "4"},
        {"type": "click", "x": "3"},
        {"type": "key", "code": "13"},
        {"type": "key", "code": "9"},
        {"type": "key", "code": "65"},
        {"type": "quit", "code": "1", "x": "2"},
        {"type": "quit"},
        {"type": "scroll", "x": "1"},
        {"x": "1"},
        {},
    ]
    for e in events:
        print(event(e))
    for t in [{1: "a", 2: "b"}, {1: "a"}, {2: "b"}, {0: "zero", 3: "c", 4: "d"}, {0: "nil"}]:
        print(lookup(t))
    print(config({"mode": "fast", "level": "3"}))
    print(config({"mode": "fast", "level": "3", "extra": "1", "more": "2"}))
    print(config({"mode": "slow", "level": "3"}))
    print(config({"level": "3"}))
    print(rest_is_a_copy({"a": 1, "b": 2, "c": 3}))
    print(rest_is_a_copy({"b": 2}))
    print(by_constant({"kind": "kind"}), by_constant({"kind": "other"}), by_constant({}))
    print(many([{"n": 4}, {"n": 5}, {"m": 1}, {"n": 10, "m": 2}]))
    print(lists_of_dicts([{"id": 1}, {"id": 2}]))
    print(lists_of_dicts([{"id": 1}, {"id": 2}, {"id": 3}]))
    print(lists_of_dicts([{"name": 1}]))
    print(lists_of_dicts([]))
    print(not_a_mapping([1, 2]), not_a_mapping([]))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
