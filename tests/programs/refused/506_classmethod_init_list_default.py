# expect: leaves out parameter 'items' of 506_classmethod_init_list_default.Bag.__init__(), whose default is not a number, a bool, None or a str: pass it explicitly
# expect: 506_classmethod_init_list_default.py:12
import sys


class Box:
    def __init__(self, size):
        self.size = size

    @classmethod
    def make(cls, size):
        return cls(size)


class Bag(Box):
    def __init__(self, size, items=[]):
        Box.__init__(self, size)
        self.items = items


def entry_point(argv):
    print(Box.make(1).size, Bag.make(2).items)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
