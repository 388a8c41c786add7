# expect: unhashable type: 'list' (a set's elements must be hashable: use a tuple)
# expect: 195_set_unhashable_and_instances.py:15
# expect: a set of instances iterates in the order of their addresses, which are not CPython's
# expect: 195_set_unhashable_and_instances.py:21
"""A list cannot be a set element (CPython raises TypeError: unhashable type), and a set of
instances cannot be printed (its order follows the objects' addresses)."""


class Node(object):
    pass


def lists(n):
    s = set()
    s.add([n])
    return len(s)


def instances():
    s = {Node(), Node()}
    print(s)


def entry_point(argv):
    if len(argv) > 5:
        instances()
    else:
        print(lists(len(argv)))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
