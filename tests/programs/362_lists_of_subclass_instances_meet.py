"""Lists of instances of different subclasses meeting as lists of their base class: `heroes + monsters`, comparisons and `in` across them, extend, a slice copied, sorted() and min() over the concatenation, and the originals left unchanged."""
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
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
