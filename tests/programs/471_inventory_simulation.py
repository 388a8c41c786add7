"""An inventory simulation in an everyday style: random.Random(42) choices and draws, a class hierarchy with properties (getter and setter raising ValueError), a staticmethod header, a module-level tick counter assigned with `global`, f-string tables, and totals that start as the int 0 and become floats, printed as CPython prints them."""
import random
import sys

TICK = 0
LOG = []


def log(msg):
    global TICK
    TICK += 1
    LOG.append(f"[{TICK:03d}] {msg}")


class Item:
    tax = 0.2

    def __init__(self, name, price, qty):
        self.name = name
        self._price = price
        self.qty = qty

    @property
    def price(self):
        return self._price

    @price.setter
    def price(self, value):
        if value < 0:
            raise ValueError(f"negative price for {self.name}")
        self._price = value

    @property
    def total(self):
        return round(self.price * self.qty * (1 + self.tax), 2)

    @staticmethod
    def header():
        return f"{'name':<12}{'qty':>5}{'price':>9}{'total':>10}"

    def row(self):
        return f"{self.name:<12}{self.qty:>5}{self.price:>9.2f}{self.total:>10.2f}"


class Food(Item):
    tax = 0.05

    def __init__(self, name, price, qty, days):
        super().__init__(name, price, qty)
        self.days = days

    def row(self):
        return super().row() + f"  ({self.days}d)"


def simulate(items, rng, steps):
    for step in range(steps):
        item = rng.choice(items)
        change = rng.randint(-5, 5)
        if item.qty + change < 0:
            log(f"cannot sell {-change} {item.name}")
            continue
        item.qty += change
        if rng.random() < 0.3:
            try:
                item.price = item.price + rng.uniform(-3, 1)
            except ValueError as e:
                log(str(e))
        log(f"{item.name}: {change:+d} -> {item.qty}")


def entry_point(argv):
    rng = random.Random(42)
    items = [Item("hammer", 12.5, 10), Food("apple", 0.4, 100, 7), Item("saw", 24.0, 3),
             Food("bread", 2.2, 20, 2)]
    simulate(items, rng, 30)
    print(Item.header())
    for it in sorted(items, key=lambda i: (-i.total, i.name)):
        print(it.row())
    print("\n".join(LOG[-8:]))
    print("ticks:", TICK, "sum:", sum(i.total for i in items))
    random.seed(7)
    print([random.randrange(100) for _ in range(5)], random.sample(range(20), 4))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
