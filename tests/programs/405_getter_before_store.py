"""A property summing a dict before anything is stored in it, and dict.get() of a dict still empty when first annotated: the code that fills them runs after the getter (the annotation waited for each other before: refused as always empty); an inventory with a knapsack."""
import sys

class Item:
    def __init__(self, name, weight, value):
        self.name = name
        self.weight = weight
        self.value = value

    def __repr__(self):
        return f"Item({self.name!r}, {self.weight}, {self.value})"

class Inventory:
    def __init__(self, capacity):
        self.capacity = capacity
        self.items = {}

    @property
    def weight(self):
        return sum(i.weight * n for i, n in self.items.values())

    def add(self, item, count=1):
        if self.weight + item.weight * count > self.capacity:
            raise OverflowError(f"cannot carry {item.name}")
        old = self.items.get(item.name)
        if old is None:
            self.items[item.name] = (item, count)
        else:
            self.items[item.name] = (item, old[1] + count)

    def remove(self, name):
        try:
            item, n = self.items.pop(name)
        except KeyError:
            print("no", name)
            return None
        return item

def knapsack(items, cap):
    best = [[0] * (cap + 1) for _ in range(len(items) + 1)]
    for i, it in enumerate(items, 1):
        for w in range(cap + 1):
            best[i][w] = best[i - 1][w]
            if it.weight <= w:
                best[i][w] = max(best[i][w], best[i - 1][w - it.weight] + it.value)
    chosen = []
    w = cap
    for i in range(len(items), 0, -1):
        if best[i][w] != best[i - 1][w]:
            chosen.append(items[i - 1].name)
            w -= items[i - 1].weight
    return best[len(items)][cap], chosen[::-1]

def entry_point(argv):
    items = [Item("sword", 5, 10), Item("shield", 7, 8), Item("potion", 1, 3), Item("gem", 2, 15)]
    inv = Inventory(12)
    for it in items:
        try:
            inv.add(it, 1 if it.weight > 1 else 3)
            print("added", it)
        except OverflowError as e:
            print("error:", e)
    print(inv.weight, sorted(inv.items))
    print(inv.remove("potion"), inv.remove("bow"))
    print(knapsack(items, 10))
    return 0

if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
