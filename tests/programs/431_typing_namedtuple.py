"""typing.NamedTuple classes (annotations, defaults, methods, a __str__ of their own) and a class deriving from a namedtuple (__add__, methods, __slots__ = ()): fields of mixed types unpacked and indexed, sort keys, _replace of several fields, _field_defaults, dict keys."""
import sys
from collections import namedtuple
from typing import NamedTuple


class Item(NamedTuple):
    name: str
    weight: int
    value: float = 1.5

    def ratio(self):
        return self.value / self.weight

    def __str__(self):
        return "<%s %d>" % (self.name, self.weight)


class Vec(namedtuple("Vec", "x y")):
    __slots__ = ()

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def norm2(self):
        return self.x * self.x + self.y * self.y


class Entry(NamedTuple):
    key: str
    score: int


def best(items):
    top = items[0]
    for it in items:
        if it.ratio() > top.ratio():
            top = it
    return top


def entry_point(argv):
    items = [Item("gold", 3, 10.0), Item("rock", 5), Item(name="gem", weight=1, value=7.25)]
    for it in items:
        print(it, repr(it), it.ratio())
    print(best(items))
    name, weight, value = items[2]
    print(name, weight, value)
    print(items[1][0], items[1][2])
    v = Vec(1, 2) + Vec(3, 4)
    print(v, v.norm2(), v.x)
    print(Vec(1, 2) == Vec(1, 2), hash(Vec(1, 2)) == hash((1, 2)))
    entries = [Entry("b", 3), Entry("a", 3), Entry("c", 1)]
    entries.sort(key=lambda e: (-e.score, e.key))
    for key, score in entries:
        print(key, score)
    print(sorted(entries))
    print(Entry._fields, Item._field_defaults)
    e = entries[0]._replace(score=10)
    print(e, e._replace(key="z", score=0))
    seen = {}
    for e in entries:
        seen[e] = e.score
    print(seen)
    print(Entry("a", 1) < Entry("a", 2), Entry("a", 1) == Entry("a", 1))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
