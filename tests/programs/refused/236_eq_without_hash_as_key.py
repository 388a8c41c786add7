# expect: unhashable type: 'Key' (it defines __eq__ without __hash__)
# expect: 236_eq_without_hash_as_key.py:17
"""A class defining __eq__ without __hash__ is unhashable in Python 3: CPython raises
TypeError when one is used as a dict key."""


class Key:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return self.v == other.v


def entry_point(argv):
    d = {}
    d[Key(1)] = "one"
    print(len(d))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
