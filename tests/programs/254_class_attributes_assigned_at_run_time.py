"""Class attributes assigned at run time (`Counter.count += 1` in __init__, `Config.name =
...` from a function): read through the class, through instances and through a subclass
that inherits them, assigned by methods and functions; constant class attributes beside
them stay constants"""

import sys


class Counter(object):
    count = 0
    label = "counter"
    LIMIT = 3

    def __init__(self):
        Counter.count += 1
        self.id = Counter.count

    def describe(self):
        return "%s #%d of %d (limit %d)" % (self.label, self.id, self.count, self.LIMIT)


class Special(Counter):
    def __init__(self):
        Counter.__init__(self)
        self.special = True


class Config(object):
    name = "default"
    ratio = 1.5
    verbose = False


def configure(name, ratio):
    Config.name = name
    Config.ratio = Config.ratio * ratio
    Config.verbose = not Config.verbose


def relabel(label):
    Counter.label = label


def entry_point(argv):
    print(Counter.count, Counter.label, Counter.LIMIT)
    a = Counter()
    b = Counter()
    print(a.id, b.id, Counter.count, a.count, b.count)
    print(a.describe())
    s = Special()
    print(s.id, s.count, Special.count, Counter.count, s.special)
    relabel("renamed")
    print(a.describe(), "|", s.describe())
    print(Special.label, s.label)
    print(Config.name, Config.ratio, Config.verbose)
    for i in range(3):
        configure("run%d" % i, 2.0 + i)
        print(Config.name, Config.ratio, Config.verbose)
    c = Config()
    print(c.name, c.ratio, c.verbose)
    while Counter.count < 10:
        Counter()
    print(Counter.count, a.count)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
