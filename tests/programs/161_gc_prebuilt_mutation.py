"""Prebuilt objects (made at import time) mutated at run time to point to new objects,
with garbage made in between: the collector must treat them as roots."""


class Box(object):
    def __init__(self, name):
        self.name = name
        self.item = None
        self.items = []


class Item(object):
    def __init__(self, value):
        self.value = value
        self.label = "item%d" % value


BOX = Box("box")
REGISTRY = {"start": Item(-1)}
HISTORY = [Item(-2)]


def churn(n):
    junk = []
    for i in range(n):
        junk.append(Item(i))
        if len(junk) > 100:
            junk = []
    return len(junk)


def entry_point(argv):
    for round in range(20):
        BOX.item = Item(round)
        BOX.items.append(Item(round * 10))
        REGISTRY["r%d" % round] = Item(round * 100)
        HISTORY.append(BOX.item)
        churn(20000)
    print(BOX.name, BOX.item.value, BOX.item.label, len(BOX.items))
    print(sum([it.value for it in BOX.items]))
    total = 0
    for k, v in REGISTRY.items():
        total += v.value
    print(len(REGISTRY), total, REGISTRY["r7"].label)
    print([h.value for h in HISTORY])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
