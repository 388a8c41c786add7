"""MemoryError from growing lists: a list of lists appended to until the address space
(limited below) runs out, caught with except MemoryError, except Exception and a bare
except; list multiplication, extend and slicing inside the try; the lists dropped and
the program working normally afterwards."""
# limit-as: 120M


def grow_rows(width):
    rows = []
    try:
        while True:
            rows.append([len(rows)] * width)
    except MemoryError:
        rows = None
        return "rows of %d: MemoryError" % width
    return "unreachable"


def grow_by_extend():
    data = [0]
    outcome = "nothing"
    try:
        while True:
            more = data[-100:]
            data.extend(more)
            data.append(len(data))
    except Exception as e:
        outcome = "extend: " + type(e).__name__
    data = None
    return outcome


def grow_nested():
    table = []
    outcome = "nothing"
    try:
        while True:
            row = []
            for i in range(50):
                row.append([i, i + 1])
            table.append(row)
    except:
        outcome = "nested: caught by a bare except"
    table = None
    return outcome


def squares(n):
    return [i * i for i in range(n)]


def entry_point(argv):
    print(grow_rows(1000))
    print(sum(squares(1000)))
    print(grow_rows(10))
    print(grow_by_extend())
    print(grow_nested())
    lists = [[j for j in range(i)] for i in range(20)]
    print(len(lists), sum([len(l) for l in lists]), lists[5])
    print(grow_rows(100000))
    print(squares(12))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
