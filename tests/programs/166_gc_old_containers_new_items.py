"""Long-lived lists and dicts (old after the first collections) given freshly made
objects through every mutating operation - append, insert, item and slice assignment,
extend, +=, dict set, setdefault, update, and the fields of old instances - with garbage
made in between so that young objects move: the generational collector's write
barriers in generated code and in the runtime's lists and dicts."""


class Cell(object):
    def __init__(self, value):
        self.value = value
        self.next = None
        self.tag = "c%d" % value


def churn(n):
    junk = []
    for i in range(n):
        junk.append(Cell(i))
        if len(junk) > 50:
            junk = []
    return len(junk)


def total(cells):
    s = 0
    for c in cells:
        s += c.value
    return s


def entry_point(argv):
    keep = []
    for i in range(10):
        keep.append(Cell(i))
    index = {}
    names = {}
    words = []
    grid = [[Cell(0)] for k in range(8)]
    fixed = [Cell(-1)] * 16
    head = Cell(1000)
    churn(30000)  # everything above is old now
    for rnd in range(40):
        keep.append(Cell(rnd * 10))
        keep.insert(rnd % 5, Cell(rnd * 100))
        keep[rnd % 7] = Cell(rnd + 7000)
        keep[2:4] = [Cell(rnd + 1), Cell(rnd + 2), Cell(rnd + 3)]
        keep[::9] = [Cell(rnd + 5) for k in range(len(keep[::9]))]
        keep.extend([Cell(rnd + 11), Cell(rnd + 12)])
        keep += [Cell(rnd + 13)]
        if len(keep) > 60:
            del keep[10:30]
            keep.pop(0)
        index[rnd % 9] = Cell(rnd * 3)
        index.setdefault(rnd + 100, Cell(rnd))
        names.update({"k%d" % (rnd % 6): Cell(rnd * 7)})
        words.append("w%d" % rnd)
        words[rnd // 2] = "x" + str(rnd)
        grid[rnd % 8].append(Cell(rnd))
        grid[rnd % 8][0] = Cell(rnd * 2)
        fixed[rnd % 16] = Cell(rnd * 5)
        cell = Cell(rnd)
        cell.next = head.next
        head.next = cell
        head.tag = "head%d" % rnd
        churn(2000 + rnd * 50)
    print(len(keep), total(keep), keep[0].tag, keep[-1].tag)
    print(sorted([(k, index[k].value) for k in index])[:12])
    print(sorted([(k, names[k].value) for k in names]))
    print(len(words), words[:5], words[-3:])
    print([len(row) for row in grid], [row[0].value for row in grid], total(grid[3]))
    print([c.value for c in fixed])
    n = 0
    s = 0
    c = head.next
    while c is not None:
        n += 1
        s += c.value
        c = c.next
    print(head.tag, n, s)
    values = [c.value for c in keep]
    values.sort()
    keep.reverse()
    print(values[:8], [c.value for c in keep[:4]])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
