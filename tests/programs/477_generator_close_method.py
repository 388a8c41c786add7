"""generator.close(): GeneratorExit raised at the yield the generator is suspended at,
so its finally blocks, `with` exits and `except GeneratorExit:` handlers run; `except
Exception:` does not catch it (a BaseException); a generator that yields again raises
RuntimeError("generator ignored GeneratorExit") from close(); one that returns (or
lets GeneratorExit out) closes quietly; another exception raised by its finally comes
out of close(); close() of a finished, an already closed or a never started generator
does nothing, and a closed generator is exhausted."""


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
            print("  exit", self.name, "with", etype.__name__, repr(str(value)))
        return False


def guarded(n):
    try:
        for i in range(n):
            yield i
        print("  guarded ran out")
    finally:
        print("  guarded finally")


def two_levels(n):
    try:
        try:
            yield n
            yield n + 1
        finally:
            print("  inner finally")
    finally:
        print("  outer finally")


def with_block(n):
    with Trace("wb"):
        yield n
        yield n * 2
    print("  never after close")


def announces_exit(n):
    try:
        yield n
        yield n + 1
    except GeneratorExit:
        print("  caught GeneratorExit, re-raising")
        raise
    print("  not reached")


def catches_exception(n):
    try:
        yield n
        yield n + 1
    except Exception:
        print("  except Exception ran: wrong")
    finally:
        print("  catches_exception finally")


def catches_base(n):
    try:
        yield n
    except BaseException as e:
        print("  BaseException handler got", type(e).__name__)
        raise


def stubborn():
    try:
        yield 1
    except GeneratorExit:
        print("  ignoring GeneratorExit")
    yield 2
    print("  stubborn resumed to its end")


def raising_finally():
    try:
        yield 1
    finally:
        print("  raising from finally")
        raise ValueError("from finally")


def returns_on_exit():
    try:
        yield 1
        yield 2
    except GeneratorExit:
        print("  returning on GeneratorExit")
        return
    yield 3


def unguarded(n):
    for i in range(n):
        print("  unguarded yield", i)
        yield i


def suspended_twice(n):
    try:
        yield "first"
    finally:
        print("  first finally")
    try:
        yield "second"
    finally:
        print("  second finally")


def entry_point(argv):
    n = len(argv) + 2
    print("close after two items:")
    g = guarded(n)
    print(" ", next(g), next(g))
    g.close()
    print("  closed; list of it:", list(g))
    g.close()
    print("  closed again")
    print("close of a never started generator:")
    g = guarded(n)
    g.close()
    print("  nothing ran:", list(g))
    print("close of an exhausted generator:")
    g = guarded(2)
    print(" ", list(g))
    g.close()
    print("  nothing more")
    print("two levels:")
    t = two_levels(n)
    print(" ", next(t))
    t.close()
    print("with:")
    w = with_block(n)
    print(" ", next(w))
    w.close()
    print("except GeneratorExit:")
    a = announces_exit(n)
    print(" ", next(a))
    a.close()
    print("except Exception does not catch it:")
    c = catches_exception(n)
    print(" ", next(c))
    c.close()
    print("except BaseException does:")
    b = catches_base(n)
    print(" ", next(b))
    b.close()
    print("yield after GeneratorExit:")
    s = stubborn()
    print(" ", next(s))
    try:
        s.close()
        print("  no error: wrong")
    except RuntimeError as e:
        print("  RuntimeError:", e)
    print("  still suspended:", next(s, -1), next(s, -1))
    print("finally raising another exception:")
    r = raising_finally()
    print(" ", next(r))
    try:
        r.close()
    except ValueError as e:
        print("  ValueError:", e)
    r.close()
    print("  second close quiet")
    print("return on GeneratorExit:")
    q = returns_on_exit()
    print(" ", next(q))
    q.close()
    print("  exhausted:", list(q))
    print("no handler around the yield:")
    u = unguarded(n)
    print(" ", next(u))
    u.close()
    print("  exhausted:", list(u))
    print("the finally of the yield it is suspended at only:")
    p = suspended_twice(n)
    print(" ", next(p))
    print(" ", next(p))
    p.close()
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
