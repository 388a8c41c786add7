from operator import itemgetter, attrgetter
from collections import defaultdict
import functools
import os


@functools.total_ordering
class Item:
    def __init__(self, name, category, price, qty=0):
        self.name = name
        self.category = category
        self.price = price
        self.qty = qty

    def __repr__(self):
        return f"Item({self.name!r}, {self.category!r}, {self.price!r}, qty={self.qty})"

    def __eq__(self, other):
        if not isinstance(other, Item):
            return NotImplemented
        return (self.name, self.price) == (other.name, other.price)

    def __lt__(self, other):
        return (self.price, self.name) < (other.price, other.name)

    def __hash__(self):
        return hash((self.name, self.price))

    @property
    def value(self):
        return self.price * self.qty


class Inventory:
    def __init__(self):
        self.items = []
        self._counter = 0

    def add(self, *items):
        for it in items:
            self.items.append(it)
            self._counter += 1

    def by_category(self):
        groups = defaultdict(list)
        for it in self.items:
            groups[it.category].append(it)
        return dict(groups)

    def save(self, path):
        with open(path, "w") as f:
            for it in self.items:
                f.write("%s,%s,%.2f,%d\n" % (it.name, it.category, it.price, it.qty))

    @classmethod
    def load(cls, path):
        inv = cls()
        with open(path) as f:
            for line in f:
                name, cat, price, qty = line.rstrip("\n").split(",")
                inv.add(Item(name, cat, float(price), int(qty)))
        return inv


def entry_point(argv):
    inv = Inventory()
    inv.add(Item("widget", "tools", 2.5, 10), Item("gadget", "tools", 12.0, 3),
            Item("apple", "food", 0.4, 100), Item("pear", "food", 0.55, 40),
            Item("hammer", "tools", 9.99))
    print(sorted(inv.items)[:2])
    print(min(inv.items), max(inv.items))
    print(Item("a", "x", 1.0) == Item("a", "y", 1.0), Item("a", "x", 1.0) <= Item("b", "x", 1.0))
    for cat, items in sorted(inv.by_category().items()):
        total = sum(i.value for i in items)
        names = ", ".join(i.name for i in sorted(items, key=attrgetter("name")))
        print(f"{cat:<6}|{len(items):^5}|{total:>9.2f}| {names}")
    rows = [(i.name, i.qty, i.price) for i in inv.items]
    rows.sort(key=itemgetter(1), reverse=True)
    print(rows)
    print(sorted(rows, key=itemgetter(2, 0))[0])
    print(any(i.qty == 0 for i in inv.items), all(i.price > 0 for i in inv.items))
    expensive = [i.name for i in inv.items if i.price > 5]
    print(expensive, {i.category for i in inv.items} == {"food", "tools"})
    cheapest = {c: min(items).name for c, items in inv.by_category().items()}
    print(cheapest)
    path = "rtfarm_corpus_528.csv"
    inv.save(path)
    again = Inventory.load(path)
    print(len(again.items), again.items == inv.items, again._counter)
    with open(path) as f:
        print(f.readline().strip())
    os.remove(path)
    print(len(set(inv.items + again.items)))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
