"""match statement edge cases: CPython's TypeErrors of class patterns (too many positional sub-patterns, a class without __match_args__, an attribute matched twice, __match_args__ not a tuple, a pattern that is not a class) raised only where reached, captures left bound by a failed guard, the subject evaluated once, bytes and str never sequences, deque/defaultdict/Counter as sequences and mappings, tuple subjects, break/continue/return/raise inside cases, nested match statements."""

import sys
from collections import Counter, defaultdict, deque


class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


class Plain:
    def __init__(self, v):
        self.v = v


class BadArgs:
    __match_args__ = ["v"]

    def __init__(self, v):
        self.v = v


def too_many(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point(a, b, c):
            return "never"
    return "no"


def no_match_args(p):
    match p:
        case Plain(v=0):
            return "zero by keyword"
        case Plain(v):
            return "never"
    return "no"


def twice(p):
    match p:
        case Point(1, y=2):
            return "one"
        case Point(x, x=y):
            return "never"
    return "no"


def not_a_tuple(b):
    match b:
        case BadArgs(v=1):
            return "one by keyword"
        case BadArgs(v):
            return "never"
    return "no"


def not_a_class(n):
    match n:
        case 0:
            return "zero"
        case len():
            return "never"
    return "no"


def int_two(n):
    match n:
        case int(1, 2):
            return "never"
    return "no"


class Keys:
    FIRST = "a"
    SAME = "a"
    OTHER = "b"


def duplicate_keys(d):
    # Two value patterns naming equal keys: ValueError where reached (a SyntaxError for
    # literal keys).
    match d:
        case {Keys.OTHER: 0}:
            return "other is zero"
        case {Keys.OTHER: x, Keys.FIRST: y, Keys.SAME: z}:
            return "never"
    return "no"


def try_pattern(f, label):
    try:
        print(label, f())
    except TypeError as e:
        print(label, "TypeError:", e)


def guard_leaves_bound(items):
    x = -1
    match items:
        case [x, y] if x > y:
            return "descending %d %d" % (x, y)
        case _:
            pass
    # A failed guard leaves the captures bound, as CPython binds them before the guard.
    return "after the match x is %d" % x


calls = [0]


def subject(n):
    calls[0] += 1
    return n * 2


def evaluated_once(n):
    match subject(n):
        case 0:
            return "zero"
        case 2:
            return "two"
        case 4:
            return "four"
        case _:
            return "more"


def raw(b):
    match b:
        case [x, y]:
            return "pair"
        case b"ab":
            return "the bytes ab"
        case bytes(data):
            return "bytes of %d" % len(data)


def fizzbuzz(n):
    match (n % 3, n % 5):
        case (0, 0):
            return "FizzBuzz"
        case (0, _):
            return "Fizz"
        case (_, 0):
            return "Buzz"
        case _:
            return str(n)


def mixed_tuple(t):
    match t:
        case ("name", value, [first, *_]):
            return "name %s first %d" % (value, first)
        case (tag, value, []):
            return "%s %s empty" % (tag, value)
        case (tag, _, items):
            return "%s with %d items" % (tag, len(items))


def loop_control(values):
    out = []
    for v in values:
        match v:
            case 0:
                continue
            case -1:
                break
            case n if n > 100:
                out.append(100)
            case n:
                out.append(n)
    return out


def raises(n):
    match n:
        case 0:
            raise ValueError("zero is not allowed")
        case n if n < 0:
            raise KeyError(n)
        case _:
            return 10 // n


def nested(cmd, arg):
    match cmd:
        case "add":
            match arg:
                case []:
                    return 0
                case [x, *rest]:
                    return x + nested("add", rest)
        case "count":
            match arg:
                case [_, _, *_]:
                    return len(arg)
                case _:
                    return -1
    return -2


def make_deque(items):
    return deque(items)


def deque_shape(d):
    match d:
        case []:
            return "empty deque"
        case [a]:
            return "deque of one %d" % a
        case [a, b, *_]:
            return "deque from %d, %d" % (a, b)


def counts(text):
    c = Counter(text)
    match c:
        case {"a": n, "b": m}:
            return "a=%d b=%d" % (n, m)
        case {"a": n}:
            return "a=%d" % n
        case _:
            return "no a"


def defaults(pairs):
    d = defaultdict(list)
    for k, v in pairs:
        d[k].append(v)
    match d:
        case {"x": [first, *_]}:
            return "x starts with %d" % first
        case {}:
            return "%d keys, no x" % len(d)


def entry_point(argv):
    try_pattern(lambda: too_many(Point(0, 0)), "too many, reached after a match:")
    try_pattern(lambda: too_many(Point(1, 0)), "too many:")
    try_pattern(lambda: no_match_args(Plain(0)), "no __match_args__, keyword:")
    try_pattern(lambda: no_match_args(Plain(3)), "no __match_args__:")
    try_pattern(lambda: twice(Point(1, 2)), "twice, first case:")
    try_pattern(lambda: twice(Point(5, 6)), "twice:")
    try_pattern(lambda: not_a_tuple(BadArgs(1)), "list __match_args__, keyword:")
    try_pattern(lambda: not_a_tuple(BadArgs(2)), "list __match_args__:")
    try_pattern(lambda: not_a_class(0), "not a class, zero:")
    try_pattern(lambda: not_a_class(1), "not a class:")
    try_pattern(lambda: int_two(1), "int(1, 2):")
    for d in [{"b": 0}, {"a": 1}, {"b": 1, "a": 2}, {"c": 3, "b": 1, "a": 2}]:
        try:
            print(duplicate_keys(d))
        except ValueError as e:
            print("ValueError:", e)
    print(guard_leaves_bound([5, 3]))
    print(guard_leaves_bound([3, 5]))
    print(guard_leaves_bound([1]))
    for n in range(4):
        print(n, evaluated_once(n))
    print("subject calls:", calls[0])
    for b in [b"ab", b"xy", b"", b"abc"]:
        print(repr(b), raw(b))
    print(" ".join([fizzbuzz(n) for n in range(1, 31)]))
    print(mixed_tuple(("name", "bob", [4, 5])))
    print(mixed_tuple(("tag", "v", [])))
    print(mixed_tuple(("tag", "v", [1, 2, 3])))
    print(mixed_tuple(("name", "v", [])))
    print(loop_control([1, 0, 200, 3, -1, 7]))
    for n in [5, 0, -3, 3]:
        try:
            print(n, raises(n))
        except ValueError as e:
            print(n, "ValueError:", e)
        except KeyError as e:
            print(n, "KeyError:", e)
    print(nested("add", [1, 2, 3, 4]), nested("count", [1, 2, 3]), nested("count", [1]),
          nested("other", []))
    for items in [[], [7], [1, 2, 3]]:
        print(deque_shape(make_deque(items)))
    for text in ["banana", "abba", "xyz", "aaa"]:
        print(text, counts(text))
    print(defaults([("x", 3), ("y", 4), ("x", 5)]))
    print(defaults([("y", 4)]))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
