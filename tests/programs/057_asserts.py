"""assert statements used as invariants and type hints (all of them hold)."""


class Box:
    def __init__(self, items):
        self.items = items


class Crate(Box):
    def __init__(self, items, label):
        Box.__init__(self, items)
        self.label = label


def mean(values):
    assert len(values) > 0, "mean of nothing"
    total = 0
    for v in values:
        total += v
    return total / len(values)


def label_of(b):
    assert isinstance(b, Crate)
    return b.label


def bounded(i, n):
    assert 0 <= i < n
    return i * 2


def entry_point(argv):
    print(mean([1, 2, 3, 4]))
    boxes = [Box([1]), Crate([2, 3], "fragile")]
    c = boxes[1]
    print(label_of(c), len(c.items))
    print([bounded(i, 5) for i in range(5)])
    assert len(argv) >= 1
    x = 10
    assert x == 10, "x must be ten"
    print("all assertions held")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
