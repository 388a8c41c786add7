"""hasattr(obj, "name") and getattr(obj, "name", default) as CPython answers them, for
instances of the program's classes: methods and class attributes (the class's own or a
base's) are always there; an attribute every return of __init__ sets (directly, in an if
and its else, in a try and its handler, through the base's __init__, super().__init__()
or a method __init__ calls) is always there; one no code sets is never there; classes of
one hierarchy answering differently are told apart by their run-time class (duck typing
over a list of the base class, `getattr(e, "move", None)` then called). Also hasattr() of
classes and modules, of strs, lists, dicts and numbers, and getattr() with a default of
a class."""
import math
import sys


class Entity:
    symbol = "?"

    def __init__(self, name):
        self.name = name

    def describe(self):
        return "%s %s" % (self.symbol, self.name)


class Player(Entity):
    symbol = "@"

    def __init__(self, name, hp):
        super().__init__(name)
        self.hp = hp

    def move(self):
        return self.name + " moves"


class Wall(Entity):
    symbol = "#"


class Ghost(Entity):
    def __init__(self, name):
        Entity.__init__(self, name)
        if len(name) > 3:
            self.hp = 1
        else:
            self.hp = 2
        try:
            self.level = int(name[-1])
        except ValueError:
            self.level = 0
        self.reset()

    def reset(self):
        self.speed = 3

    def move(self):
        return self.name + " floats"


class Boss(Ghost):
    symbol = "B"
    damage = 10


def report(e):
    parts = [e.name]
    for flag in [hasattr(e, "hp"), hasattr(e, "move"), hasattr(e, "speed"),
                 hasattr(e, "damage"), hasattr(e, "symbol"), hasattr(e, "missing")]:
        parts.append("1" if flag else "0")
    return " ".join(parts)


def entry_point(argv):
    things = [Player("hero", 10), Wall("w1"), Ghost("boo"), Ghost("spook7"), Boss("king")]
    for e in things:
        print(report(e))
        print(e.describe(), getattr(e, "hp", -1), getattr(e, "speed", 0),
              getattr(e, "damage", 0), getattr(e, "level", None), getattr(e, "missing", "none"))
        mover = getattr(e, "move", None)
        if mover is not None:
            print("  ", mover())
        else:
            print("   stays")
    movers = [e for e in things if hasattr(e, "move")]
    print([m.name for m in movers])
    total = 0
    for e in things:
        total += getattr(e, "hp", 0)
    print("total hp", total)
    p = Player("solo", 3)
    print(hasattr(p, "hp"), getattr(p, "hp", None), hasattr(p, "speed"), getattr(p, "speed", 1.5))
    print(hasattr(Player, "move"), hasattr(Wall, "move"), getattr(Boss, "damage", 0),
          getattr(Wall, "damage", 0), hasattr(math, "tau"), hasattr(math, "nothing"))
    print(hasattr("text", "upper"), hasattr("text", "append"), hasattr([1], "append"),
          hasattr({}, "items"), hasattr(3, "bit_length"), hasattr(2.5, "is_integer"))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
