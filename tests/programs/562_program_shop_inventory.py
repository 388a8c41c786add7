"""An inventory and order system the way a tutorial would write it."""


class OutOfStock(Exception):
    def __init__(self, sku, wanted, have):
        super().__init__("%s: wanted %d, only %d left" % (sku, wanted, have))
        self.sku = sku


class Item:
    tax_rate = 0.2

    def __init__(self, sku, name, price, qty=0, tags=None):
        self.sku = sku
        self.name = name
        self.price = price
        self.qty = qty
        self.tags = tags if tags is not None else []

    def total_value(self):
        return self.price * self.qty

    def price_with_tax(self):
        return round(self.price * (1 + self.tax_rate), 2)

    def __repr__(self):
        return f"Item({self.sku!r}, {self.name!r}, {self.price}, qty={self.qty})"


class Food(Item):
    tax_rate = 0.05


class Inventory:
    def __init__(self):
        self.items = {}
        self.log = []

    def add(self, item):
        if item.sku in self.items:
            self.items[item.sku].qty += item.qty
        else:
            self.items[item.sku] = item
        self.log.append(("add", item.sku, item.qty))

    def find(self, sku):
        return self.items.get(sku)

    def take(self, sku, n):
        item = self.find(sku)
        if item is None:
            raise KeyError(sku)
        if item.qty < n:
            raise OutOfStock(sku, n, item.qty)
        item.qty -= n
        self.log.append(("take", sku, n))
        return item.price_with_tax() * n

    def by_tag(self):
        groups = {}
        for item in self.items.values():
            for tag in item.tags:
                groups.setdefault(tag, []).append(item.name)
        return groups

    def report(self):
        lines = []
        for item in sorted(self.items.values(), key=lambda it: (-it.total_value(), it.sku)):
            lines.append("{:<6} {:<12} {:>4} x {:>7.2f} = {:>9.2f}".format(
                item.sku, item.name, item.qty, item.price, item.total_value()))
        total = sum(it.total_value() for it in self.items.values())
        lines.append("-" * 44)
        lines.append("{:>44.2f}".format(total))
        return "\n".join(lines)


def place_order(inv, order):
    bill = 0.0
    done = []
    for sku, n in order:
        try:
            bill += inv.take(sku, n)
            done.append(sku)
        except OutOfStock as e:
            print("  skipped:", e)
        except KeyError as e:
            print("  unknown sku", e)
    return round(bill, 2), done


def entry_point(argv):
    inv = Inventory()
    inv.add(Item("A100", "hammer", 12.5, 10, ["tools"]))
    inv.add(Item("A200", "screwdriver", 4.25, 25, ["tools", "small"]))
    inv.add(Food("F001", "apples", 0.4, 200, ["fresh"]))
    inv.add(Food("F002", "bread", 2.1, 15, ["fresh", "bakery"]))
    inv.add(Item("A100", "hammer", 12.5, 5))
    print(inv.report())
    for order in [[("A100", 3), ("F001", 20)], [("A200", 30), ("X999", 1), ("F002", 15)]]:
        bill, done = place_order(inv, order)
        print("order:", done, "bill:", bill)
    print(inv.report())
    groups = inv.by_tag()
    for tag in sorted(groups):
        print(tag, "->", ", ".join(sorted(groups[tag])))
    print(inv.find("F002"), inv.find("nope"))
    empty = [it.name for it in inv.items.values() if it.qty == 0]
    print("sold out:", ", ".join(empty) or "nothing", empty)
    counts = {}
    for kind, sku, n in inv.log:
        counts[kind] = counts.get(kind, 0) + n
    print(counts, len(inv.log))
    cheapest = min(inv.items.values(), key=lambda it: it.price)
    print("cheapest:", cheapest.name, cheapest.price_with_tax(), Item.tax_rate, Food.tax_rate)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
