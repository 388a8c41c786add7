# expect: several non-mixin bases
"""Two real base classes (neither is a mixin)."""


class A:
    pass


class B:
    pass


class C(A, B):
    pass


def entry_point(argv):
    c = C()
    print(c is not None)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
