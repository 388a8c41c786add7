"""A for loop over a fresh generator object (the loop holds the only reference) left
early closes it, as CPython's refcounting does when it drops the iterator: the
generator's finally blocks and `with` exits run at the break, at a `return` from inside
the loop (before the caller sees the value), and when an exception leaves the loop
(before the handler that catches it, in the same function or a caller); also over
`enumerate(gen(...))`. A `yield from` delegate is closed with its delegating generator;
a generator that next() (with a default or not), any() or all() leaves suspended is
closed when the call returns. Nested loops, a generator looping over another one (the
closing cascades), `with` inside the generator (its __exit__ gets GeneratorExit), loops
run to the end (nothing extra), and a generator without finally left early (nothing to
run)."""


class Trace:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("  enter", self.name)
        return self

    def __exit__(self, etype, value, tb):
        if etype is None:
            print("  exit", self.name, "normally")
        else:
            print("  exit", self.name, "with", etype.__name__)
        return False


def counted(name, n):
    print("  start", name)
    try:
        i = 0
        while i < n:
            print("  yield", name, i)
            yield i
            i += 1
        print("  end", name)
    finally:
        print("  finally", name)


def managed(name, n):
    with Trace(name):
        for i in range(n):
            yield i * 2
    print("  after with", name)


def relay(name, n):
    try:
        for x in counted(name + ".inner", n):
            yield x + 100
    finally:
        print("  finally", name)


def bare_relay(name, n):
    for x in counted(name + ".inner", n):
        yield x + 200


def no_finally(n):
    for i in range(n):
        print("  plain yield", i)
        yield i


def leave_by_break(n):
    for x in counted("break", n):
        if x == 2:
            print("  break at", x)
            break
        print("  got", x)
    print("  after the loop")


def leave_by_return(n):
    for x in counted("return", n):
        if x == 1:
            print("  return at", x)
            return x * 10
    return -1


def leave_by_exception(n):
    for x in counted("raise", n):
        if x == 1:
            print("  raising at", x)
            raise ValueError("boom %d" % x)
    return 0


def caught_here(n):
    try:
        for x in counted("caught", n):
            if x == 2:
                raise KeyError(x)
            print("  body", x)
    except KeyError as e:
        print("  handler KeyError", e)
    finally:
        print("  caller's finally")
    print("  after try")


def handler_inside_the_loop(n):
    for x in counted("inside", n):
        try:
            if x == 1:
                raise IndexError("one")
            print("  body", x)
        except IndexError as e:
            print("  caught inside the loop:", e)
        if x == 2:
            break


def division_in_loop(n, d):
    total = 0
    for x in counted("div", n):
        total += 10 // (d - x)
        print("  total", total)
    return total


def nested(n):
    for a in counted("outer", n):
        for b in managed("nb%d" % a, n):
            if b >= 2:
                print("  inner break", a, b)
                break
            print("  pair", a, b)
        if a == 1:
            print("  outer break")
            break
    print("  nested done")


def nested_return(n):
    for a in counted("o", n):
        for b in counted("i", n):
            if a + b == 2:
                print("  return from both", a, b)
                return a * 10 + b
    return -1


def delegating(name, n):
    try:
        yield from counted(name + ".delegate", n)
        print("  delegate done", name)
    finally:
        print("  finally", name)


def bare_delegating(name, n):
    yield from counted(name + ".bare", n)


def tree(depth):
    try:
        yield depth
        if depth > 0:
            yield from tree(depth - 1)
    finally:
        print("  tree finally", depth)


def find_index(n, target):
    for i, x in enumerate(counted("enumerate", n)):
        if x == target:
            print("  found at", i)
            return i
    return -1


def entry_point(argv):
    n = len(argv) + 4
    print("break:")
    leave_by_break(n)
    print("return:")
    print("  returned", leave_by_return(n))
    print("exception:")
    try:
        leave_by_exception(n)
    except ValueError as e:
        print("  caller caught", e)
    print("caught in the same function:")
    caught_here(n)
    print("handler inside the loop:")
    handler_inside_the_loop(n)
    print("ZeroDivisionError out of the loop:")
    try:
        division_in_loop(n, 2)
    except ZeroDivisionError as e:
        print("  caller caught", e)
    print("run to the end:")
    for x in counted("full", 2):
        print("  full", x)
    print("with inside the generator:")
    for x in managed("m", n):
        print("  m", x)
        if x == 2:
            break
    print("  after m")
    for x in managed("m2", 2):
        print("  m2", x)
    print("cascade:")
    for x in relay("relay", n):
        print("  relay", x)
        if x == 101:
            break
    print("cascade without finally of its own:")
    for x in bare_relay("bare", n):
        print("  bare", x)
        if x == 201:
            break
    print("cascade through an exception:")
    try:
        for x in relay("relay2", n):
            print("  relay2", x)
            if x == 100:
                raise RuntimeError("stop relay2")
    except RuntimeError as e:
        print("  caught", e)
    print("nested:")
    nested(n)
    print("  nested_return", nested_return(n))
    print("no finally:")
    for x in no_finally(n):
        if x == 1:
            break
    print("  left")
    print("enumerate:")
    print("  find_index ->", find_index(n, 2))
    for i, x in enumerate(counted("enumerate from 10", n), 10):
        print("  pair", i, x)
        if i == 11:
            break
    try:
        for i, x in enumerate(managed("enumerate raise", n)):
            if i == 1:
                raise KeyError(i)
    except KeyError as e:
        print("  caught KeyError", e)
    print("  comprehension", [x for i, x in enumerate(counted("in a comprehension", 3))])
    print("yield from:")
    for x in delegating("d", n):
        print("  got", x)
        if x == 1:
            break
    print("  after d")
    for x in bare_delegating("b", n):
        print("  got", x)
        if x == 1:
            break
    print("  after b")
    for x in tree(3):
        print("  tree", x)
        if x == 1:
            break
    print("  after tree")
    print("temporaries:")
    print("  next:", next(counted("temporary", n)))
    print("  next with a default:", next(counted("defaulted", n), -1))
    print("  next with a default, exhausted:", next(counted("nothing", 0), -1))
    print("  any:", any(counted("any", n)))
    print("  all:", all(counted("all", n)))
    print("  deep next:", next(tree(2)))
    print("inside a generator expression's consumer:")
    print("  sum", sum(x for x in counted("genexpr", 3)))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
