"""Scores that are ints for some items and floats for others, as a program of records holds them: sorted by them, formatted with `,`, widths and `06.2f`, summed per group into a dict, a running total that becomes a float, all printed as CPython prints each type."""
import math
import sys


class Item:
    def __init__(self, name, score):
        self.name = name
        self.score = score


def entry_point(argv):
    items = [Item("a", 3), Item("b", 2.5), Item("c", 0)]
    items.append(Item("d", len(argv) * 1.25))
    for it in sorted(items, key=lambda i: i.score):
        print(f"{it.name}: {it.score} {it.score:,} {it.score:>6} {it.score:06.2f}", math.sqrt(it.score))
    best = max(items, key=lambda i: i.score)
    print(best.name, best.score, int(best.score), best.score ** 0.5)
    totals = {}
    for it in items:
        totals[it.name[0]] = totals.get(it.name[0], 0) + it.score
    print(totals, max(totals.values()), sorted(totals.values()), sum(totals.values()))
    x = 0
    for i in range(5):
        x = x + 1000 * i
        if i == 3:
            x += 0.5
        print(x, f"{x:,}", x > 2000)
    print(sum([it.score for it in items]) / len(items))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
