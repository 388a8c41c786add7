"""Lists of instances of different subclasses meeting as lists of their base class (`heroes + monsters`, comparisons and `in` across them, extend, a slice copied, sorted() and min() over the concatenation, the originals left unchanged), and bound methods of different names in one value: a dict of methods as an interpreter's dispatch table, a list of them, a conditional choice, dict.get() giving None and calling it."""
import sys


class Unit:
    def __init__(self, name, hp):
        self.name = name
        self.hp = hp

    def kind(self):
        return "unit"

    def __repr__(self):
        return f"{self.kind()}:{self.name}({self.hp})"


class Knight(Unit):
    def kind(self):
        return "knight"


class Archer(Unit):
    def kind(self):
        return "archer"


class Orc(Unit):
    def kind(self):
        return "orc"


class Machine:
    def __init__(self):
        self.acc = 0
        self.log = []
        self.table = {"inc": self.inc, "dbl": self.dbl, "neg": self.neg}
        self.steps = [self.inc, self.inc, self.dbl]

    def inc(self, n):
        self.acc += n
        return self.acc

    def dbl(self, n):
        self.acc *= 2
        return self.acc

    def neg(self, n):
        self.acc = -self.acc - n
        return self.acc

    def run(self, program):
        for name, arg in program:
            handler = self.table.get(name)
            if handler is None:
                self.log.append("unknown " + name)
                continue
            self.log.append(f"{name}({arg}) -> {handler(arg)}")
        return self.acc


def dispatch(argv):
    m = Machine()
    print(m.run([("inc", 5), ("dbl", 0), ("bad", 1), ("neg", 2), ("inc", 10)]))
    print(m.log)
    for step in m.steps:
        step(3)
    print(m.acc)
    other = Machine()
    chosen = other.inc if len(argv) > 5 else other.neg
    print(chosen(4), other.acc, m.acc)
    pick = m.table["dbl"]
    print(pick(0), m.acc, len(m.table), sorted(m.table))
    missing = other.table.get("nope")
    try:
        missing(1)
    except TypeError as e:
        print("TypeError:", e)


def strongest(units):
    return max(units, key=lambda u: (u.hp, u.name))


def entry_point(argv):
    heroes = [Knight("Ada", 30), Archer("Bo", 18)]
    orcs = [Orc("Grub", 25), Orc("Zog", 31), Orc("Mok", 9)]
    everyone = heroes + orcs
    print(everyone, len(everyone))
    print(sorted(everyone, key=lambda u: u.hp))
    print(strongest(everyone), strongest(orcs), min(everyone, key=lambda u: u.name))
    print(orcs[0] in everyone, everyone[2] is orcs[0], heroes[1] in orcs)
    army = list(heroes)
    army.extend(orcs[1:])
    print(army, [u.kind() for u in army])
    survivors = [u for u in orcs + heroes if u.hp > 10]
    print(survivors, heroes, orcs)
    reserve = orcs[:2] + [Archer("Cy", 12)]
    print(reserve, sum(u.hp for u in reserve))
    dispatch(argv)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
