# expect: the truth of instance of 239_truth_of_instance_or_none.Bag or None: it may be None
# expect: 239_truth_of_instance_or_none.py:23
"""`if bag:` on a value that is a Bag or None, where Bag defines __len__: None is false,
a Bag asks its __len__; test `is not None` first."""


class Bag:
    def __init__(self):
        self.items = []

    def __len__(self):
        return len(self.items)


def find(n):
    if n > 3:
        return None
    return Bag()


def entry_point(argv):
    bag = find(len(argv))
    if bag:
        print("full")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
