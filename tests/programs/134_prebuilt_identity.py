"""One pre-built object is one object: seen through its own class and through a base
class (a list of the base, a function taking the base), mutated through either, compared
with `is`; a pre-built exception without arguments raised and caught as itself."""


class Animal:
    def __init__(self, name):
        self.name = name
        self.count = 0

    def describe(self):
        return "%s(%d)" % (self.name, self.count)


class Dog(Animal):
    def __init__(self, name):
        Animal.__init__(self, name)
        self.tricks = 1

    def describe(self):
        return "dog %s(%d, %d tricks)" % (self.name, self.count, self.tricks)


class Stop(Exception):
    pass


REX = Dog("rex")
TOM = Animal("tom")
ZOO = [REX, TOM]
STOP = Stop()


def bump(a):
    a.count += 1


def pick(flag):
    if flag:
        return REX
    return TOM


def halt(n):
    if n > 2:
        raise STOP
    return n


def entry_point(argv):
    bump(pick(True))
    bump(REX)
    bump(ZOO[0])
    REX.tricks += 1
    print(REX.count, REX.tricks, pick(True).count, ZOO[0].count)
    print(pick(True) is REX, pick(False) is REX, ZOO[0] is REX, ZOO[1] is TOM, ZOO[0] is not TOM)
    print([a.describe() for a in ZOO], REX.describe(), pick(True).describe())
    try:
        halt(5)
    except Stop as e:
        print("stopped", e is STOP, repr(e), "[%s]" % e)
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
