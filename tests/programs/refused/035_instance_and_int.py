# expect: variable 'x' of 035_instance_and_int.entry_point
"""A variable holding an instance on one branch and an int on the other."""


class Node:
    pass


def entry_point(argv):
    if len(argv) > 3:
        x = Node()
    else:
        x = 0
    print(x is None)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
