"""with statements on user context managers: __enter__'s result bound by `as`, __exit__ run on normal exit, on return, break and continue, and on an exception (which it sees and may suppress by returning True); nested and multiple managers; raise ... from inside a with."""

import sys


class Log(object):
    def __init__(self):
        self.lines = []

    def add(self, text):
        self.lines.append(text)


class Managed(object):
    def __init__(self, log, name):
        self.log = log
        self.name = name
        self.uses = 0

    def __enter__(self):
        self.uses += 1
        self.log.add("enter " + self.name)
        return self

    def __exit__(self, exc_type, exc_value, tb):
        if exc_type is None:
            self.log.add("exit " + self.name + " clean")
        else:
            self.log.add("exit " + self.name + " with " + exc_type.__name__ + ": " + str(exc_value))
        return False


class Quiet(object):
    """Suppresses ZeroDivisionError only: __exit__'s result decides at run time."""

    def __init__(self, log):
        self.log = log

    def __enter__(self):
        return None

    def __exit__(self, exc_type, exc_value, tb):
        if exc_type is None:
            self.log.add("quiet: clean")
            return False
        self.log.add("quiet: " + exc_type.__name__ + " is ZeroDivisionError: " + str(exc_type is ZeroDivisionError))
        return exc_type is ZeroDivisionError


class Resource(object):
    def __init__(self, value):
        self.value = value


class Opener(object):
    def __init__(self, log, value):
        self.log = log
        self.value = value

    def __enter__(self):
        self.log.add("open %d" % self.value)
        return Resource(self.value * 10)

    def __exit__(self, exc_type, exc_value, tb):
        self.log.add("close %d" % self.value)
        return False


class AppError(Exception):
    pass


def plain(log):
    with Managed(log, "plain") as m:
        log.add("inside, uses=%d" % m.uses)
    return m.uses


def returns_inside(log, x):
    with Managed(log, "ret"):
        if x > 2:
            return x * 2
        log.add("no early return")
    return -1


def loop_with_break(log):
    total = 0
    for i in range(6):
        with Managed(log, "loop%d" % i):
            if i == 1:
                continue
            if i == 4:
                break
            total += i
    return total


def suppressing(log, divisor, key):
    result = -1
    table = {"a": 1}
    with Quiet(log):
        result = 100 // divisor + table[key]
        log.add("division done")
    return result


def unbound_after_suppress(log, divisor):
    with Quiet(log):
        value = 10 // divisor
    try:
        return value
    except UnboundLocalError as e:
        log.add("unbound: " + str(e))
        return -2


def propagating(log, divisor):
    with Managed(log, "outer"):
        with Managed(log, "inner"):
            return 7 // divisor


def resource_value(log, v):
    with Opener(log, v) as r:
        return r.value + 1


def multiple(log):
    with Managed(log, "a") as a, Managed(log, "b") as b:
        log.add("both " + a.name + b.name)


def chained(log, key):
    table = {"x": 1}
    try:
        with Managed(log, "lookup"):
            try:
                return table[key]
            except KeyError as e:
                raise AppError("no entry " + key) from e
    except AppError as err:
        log.add("caught " + str(err))
        return 0


def entry_point(argv):
    log = Log()
    print(plain(log))
    print(returns_inside(log, 3), returns_inside(log, 1))
    print(loop_with_break(log))
    print(suppressing(log, 5, "a"), suppressing(log, 0, "a"))
    try:
        print(suppressing(log, 5, "b"))
    except KeyError as e:
        print("not suppressed: KeyError", e)
    print(unbound_after_suppress(log, 2), unbound_after_suppress(log, 0))
    for d in (3, 0):
        try:
            print(propagating(log, d))
        except ZeroDivisionError as e:
            print("propagated:", e)
    print(resource_value(log, 4))
    multiple(log)
    print(chained(log, "x"), chained(log, "y"))
    for line in log.lines:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
