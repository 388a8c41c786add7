"""Instances created at import time (prebuilt constants), read and mutated at run time."""


class Color:
    def __init__(self, name, r, g, b):
        self.name = name
        self.r = r
        self.g = g
        self.b = b

    def hex(self):
        return "#%02x%02x%02x" % (self.r, self.g, self.b)

    def brightness(self):
        return (self.r * 299 + self.g * 587 + self.b * 114) // 1000


class Registry:
    def __init__(self):
        self.entries = []
        self.hits = 0

    def add(self, c):
        self.entries.append(c)

    def find(self, name):
        self.hits += 1
        for c in self.entries:
            if c.name == name:
                return c
        return None


RED = Color("red", 255, 0, 0)
GREEN = Color("green", 0, 128, 0)
NAVY = Color("navy", 0, 0, 128)
PALETTE = [RED, GREEN, NAVY, Color("gold", 255, 215, 0)]
REGISTRY = Registry()
for _c in PALETTE:
    REGISTRY.add(_c)


def entry_point(argv):
    for c in PALETTE:
        print(c.name, c.hex(), c.brightness())
    print(RED.hex(), NAVY.name)
    for name in ["gold", "navy", "pink"]:
        c = REGISTRY.find(name)
        if c is None:
            print(name, "unknown")
        else:
            print(name, "->", c.hex())
    print("lookups", REGISTRY.hits)
    GREEN.g = 255
    print(GREEN.hex(), PALETTE[1].hex())
    fresh = Color("white", 255, 255, 255)
    REGISTRY.add(fresh)
    w = REGISTRY.find("white")
    if w is not None:
        print(len(REGISTRY.entries), w.brightness())
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
