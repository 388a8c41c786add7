# expect: instance of 454_unpack_iterator_instance.Pair is not subscriptable
# expect: 454_unpack_iterator_instance.py:23
# expect: unpacking `a, b = x` reads the items by index: unpack list(x)
"""Unpacking reads a sequence by index after checking its length: an instance of the program's own iterator class is not unpacked (write `a, b = list(it)`)."""
import sys


class Pair:
    def __init__(self):
        self.n = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self.n >= 2:
            raise StopIteration
        self.n += 1
        return self.n


def entry_point(argv):
    a, b = Pair()
    print(a, b)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
