"""A MemoryError nothing catches: output before it is flushed, then the program ends
with MemoryError's traceback and exit status 1 (the address space is limited below); a
handler for another class does not catch it on the way."""
# limit-as: 120M


class Cell(object):
    def __init__(self, value, next):
        self.value = value
        self.next = next


def build(step):
    if step < 0:
        raise ValueError("negative step")
    head = None
    i = 0
    while True:
        head = Cell(i, head)
        i += step


def guarded():
    try:
        build(1)
    except KeyError:
        print("not reached")


def entry_point(argv):
    print("before the error")
    total = 0
    for i in range(100):
        total += i
    print(total)
    guarded()
    print("not reached either")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
