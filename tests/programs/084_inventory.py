"""Inventory management: a dict of item objects, restocking, orders, reports sorted by name."""


class Item:
    def __init__(self, sku, name, qty, price_cents):
        self.sku = sku
        self.name = name
        self.qty = qty
        self.price = price_cents

    def value(self):
        return self.qty * self.price


class OutOfStock(Exception):
    def __init__(self, sku, wanted, have):
        self.sku = sku
        self.wanted = wanted
        self.have = have


class Inventory:
    def __init__(self):
        self.items = {}

    def add(self, item):
        self.items[item.sku] = item

    def order(self, sku, qty):
        if sku not in self.items:
            return -1
        it = self.items[sku]
        if it.qty < qty:
            raise OutOfStock(sku, qty, it.qty)
        it.qty -= qty
        return qty * it.price

    def restock(self, threshold, amount):
        names = []
        for sku in self.items:
            it = self.items[sku]
            if it.qty < threshold:
                it.qty += amount
                names.append(it.name)
        return names

    def report(self):
        rows = sorted([(it.name, it.sku) for it in self.items.values()])
        total = 0
        for name, sku in rows:
            it = self.items[sku]
            total += it.value()
            print("  %-8s %-10s %4d x %5s = %9s" % (sku, name, it.qty, money(it.price), money(it.value())))
        print("  total value", money(total))


def money(cents):
    return "%d.%02d" % (cents // 100, cents % 100)


def entry_point(argv):
    inv = Inventory()
    inv.add(Item("A100", "widget", 40, 250))
    inv.add(Item("B200", "gadget", 5, 1999))
    inv.add(Item("C300", "doohickey", 12, 75))
    inv.add(Item("D400", "bolt", 1000, 3))
    inv.report()
    revenue = 0
    for sku, qty in [("A100", 10), ("B200", 6), ("C300", 12), ("Z999", 1), ("D400", 999)]:
        try:
            r = inv.order(sku, qty)
            if r < 0:
                print("unknown sku", sku)
            else:
                revenue += r
                print("sold", qty, sku, "for", money(r))
        except OutOfStock as e:
            print("out of stock:", e.sku, "wanted", e.wanted, "have", e.have)
    print("revenue", money(revenue))
    print("restocked", inv.restock(10, 50))
    inv.report()
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
