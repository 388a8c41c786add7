"""Values that may be a bool or an int, or an int or a float, in one variable, list, dict,
attribute or return value: arithmetic, comparisons, hashing and the formats that show
every kind alike ('%d', '%.2f', '%e', f'{x:.3f}', f'{x:5}' of a bool-or-int) translate;
showing them with str()/print() is refused (refused/326, refused/327)."""


def first_or_false(values, wanted):
    for i in range(len(values)):
        if values[i] == wanted:
            return i
    return False


def halve_or_keep(n):
    if n % 2 == 0:
        return n // 2
    return n / 2


class Account:
    def __init__(self):
        self.balance = 0

    def deposit(self, amount):
        self.balance += amount


def entry_point(argv):
    n = len(argv)
    values = [3, 1, 4, 1, 5, 9, 2, 6]
    for wanted in [4, 7, 3]:
        found = first_or_false(values, wanted)
        print("%d" % found, f"{found:3}", f"{found:d}", found + 1, found * 2, found == 0)
    for k in [4, 5, 0, -3, 7]:
        h = halve_or_keep(k + n - 1)
        print("%d %.3f %e %g" % (h, h, h, h), f"{h:.2f}|{h:10.4f}|{h:g}", h * 2 + 1 > 5)
        print(float(h), int(h), round(h * 1.0, 1), h / 4, abs(-h) == h or h < 0)
    total = 0
    for x in [0.5, 1.25, 2.0]:
        total += x
    print("%.2f" % total, total / 3, f"{total:.1f}")
    empty = 0
    for x in []:
        empty += x
    print("%.1f %d" % (empty, empty), f"{empty:.3f}", empty + 1.5, empty == 0)
    mixed = [1, 2.5, True, 4]
    print(["%.2f" % v for v in mixed], sum(mixed) / 2, "%.1f" % max(mixed), min(mixed) < 2)
    scores = {"a": 1, "b": 2.5}
    scores["c"] = False
    for key in sorted(scores):
        print(key, "%.2f" % scores[key], f"{scores[key]:+.1f}")
    acct = Account()
    acct.deposit(10)
    acct.deposit(2.5)
    print("balance %.2f" % acct.balance, acct.balance > 12)
    flags = [n > 0, 0, n > 5]
    print(["%d" % f for f in flags], sum(flags), f"{flags[0]:2}", int(flags[1] or 7))
    print(hash(halve_or_keep(4)) == hash(2), hash(1.0) == hash(True), 1 == 1.0 == True)
    # Looking up an int among float keys stores nothing: the dict still shows floats.
    prices = {1.5: "a", 2.0: "b"}
    print(prices.get(2), prices.get(1), prices.pop(2, "-"), 1.5 in prices, prices)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
