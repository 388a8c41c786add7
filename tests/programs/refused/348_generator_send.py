# expect: generator.send() is not supported
# expect: 348_generator_send.py:18
"""send() on a generator object: its yield expressions would receive the value, which
flow graphs cannot type (a yield receives None under next() and for loops)."""


def accumulate():
    total = 0
    while True:
        value = yield total
        if value is not None:
            total += value


def entry_point(argv):
    acc = accumulate()
    next(acc)
    print(acc.send(5))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
