"""MemoryError from filling dicts: many small dicts keyed by strings and by ints, and
dicts of a thousand instances each, filled until the address space (limited below) runs
out; caught with except MemoryError, through a finally clause, and in the caller of a
function that raises; the dicts dropped and used normally afterwards."""
# limit-as: 120M


class Entry(object):
    def __init__(self, key, weight):
        self.key = key
        self.weight = weight


def small_dicts():
    tables = []
    try:
        while True:
            d = {}
            for j in range(16):
                d["k%d" % j] = Entry(j, len(tables))
            tables.append(d)
    except MemoryError:
        tables = None
        return "small dicts: MemoryError"
    return "unreachable"


def int_dicts():
    tables = []
    steps = []
    try:
        try:
            while True:
                d = {}
                for j in range(32):
                    d[j * 7] = j
                tables.append(d)
        finally:
            tables = None
            steps.append("finally ran")
    except MemoryError:
        steps.append("then caught")
    return ", ".join(steps)


def fill(registry, start):
    if start < 0:
        raise ValueError("negative start")
    i = start
    while True:
        if i % 1000 == 0:
            registry.append({})
        registry[-1][i] = Entry(i, i % 10)
        i += 1


def dicts_in_a_callee():
    registry = []
    outcome = "nothing"
    try:
        fill(registry, 0)
    except MemoryError:
        outcome = "dicts of instances: caught in the caller"
    registry = None
    return outcome


def entry_point(argv):
    print(small_dicts())
    print(int_dicts())
    print(dicts_in_a_callee())
    d = {}
    for i in range(100):
        d["n%d" % (i % 37)] = Entry(i, i * 2)
    keys = sorted(d.keys())
    print(len(d), keys[:5], d["n3"].key, d["n36"].weight)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
