"""Instances that may be None shown by print, str, repr, f-strings, %-formats and inside a list: None, or their __str__/__repr__ (the method was called on the NULL pointer before: a crash)."""
import sys

class Item:
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return "Item(%r)" % self.name

class Box:
    def __init__(self, v):
        self.v = v
    def __str__(self):
        return "Box " + str(self.v)

def pick(items, name):
    for it in items:
        if it.name == name:
            return it
    return None

def boxed(n):
    return Box(n) if n > 0 else None

def entry_point(argv):
    items = [Item("a"), Item("b")]
    x = pick(items, "a")
    y = pick(items, "z")
    print(x, y)
    print(repr(y), str(y), [x, y], f"{y}", "%s %r" % (y, y))
    print(boxed(1), boxed(0), str(boxed(0)))
    return 0

if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
