# expect: a class pattern needs a class known at translation time
# expect: 392_match_class_variable.py:16
"""A class pattern whose class is a variable (`case kind():`): which class it tests is known only at run time."""


class A:
    pass


class B(A):
    pass


def check(x, kind):
    match x:
        case kind():
            return "yes"
        case _:
            return "no"


def entry_point(argv):
    print(check(B(), A))
    print(check(A(), B))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
