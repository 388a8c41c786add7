"""x.__class__(...) and type(x)(...) of instances whose class has subclasses (each with its
own __init__, an inherited one, or none): the run-time class is instantiated; copies made
in a base-class method with self.__class__; class attributes read through type(x) and
x.__class__ (different values per subclass); a class value kept in a variable, a list and
a dict, then called; type(e)(...) of caught exceptions of a user hierarchy keeps the message"""

import sys


class Value(object):
    label = "value"
    weight = 1

    def __init__(self, n):
        self.n = n

    def copy(self):
        return self.__class__(self.n)

    def bigger(self, by):
        return type(self)(self.n + by)

    def show(self):
        return "%s[%s %d]" % (self.__class__.__name__, self.label, self.n)


class Small(Value):
    label = "small"


class Scaled(Value):
    label = "scaled"
    weight = 10

    def __init__(self, n):
        Value.__init__(self, n * 10)


class Capped(Scaled):
    weight = 100

    def show(self):
        return "capped " + Scaled.show(self)


class Plain(object):
    pass


class Thing(Plain):
    pass


class Problem(Exception):
    pass


class BigProblem(Problem):
    pass


def remake(v, n):
    k = v.__class__
    return k(n)


def same_class(a, b):
    return a.__class__ is b.__class__ and type(a) == type(b)


def entry_point(argv):
    values = [Value(1), Small(2), Scaled(3), Capped(4)]
    for v in values:
        c = v.copy()
        print(c.show(), same_class(c, v), c is v, c.n == v.n)
        print(v.bigger(5).show(), remake(v, 7).show())
        print(type(v).label, v.__class__.weight, type(v).__name__, type(v)(0).n)
    kinds = [v.__class__ for v in values]
    made = [k(len(kinds)) for k in kinds]
    print(" ".join([m.show() for m in made]))
    print([type(m) is k for m, k in zip(made, kinds)])
    table = {}
    for v in values:
        table[type(v)] = v.n
    print(table[Value], table[Small], table[Scaled], table[Capped], len(table))
    total = 0
    for k in kinds:
        total += k.weight
    print(total)
    p = Thing()
    q = p.__class__()
    print(type(q).__name__, type(q) is Thing, isinstance(q, Plain))
    for i in range(3):
        try:
            if i == 0:
                raise Problem("first")
            if i == 1:
                raise BigProblem("second")
            raise BigProblem()
        except Problem as e:
            again = type(e)("again: " + str(e))
            print(type(again).__name__, str(again), repr(again), isinstance(again, BigProblem))
            other = e.__class__()
            print(repr(other), str(other) == "")
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
