# expect: 'range' object has no attribute 'append': use list(range(...))
# expect: 043_range_append.py:9
"""range is immutable in Python 3 (CPython raises AttributeError); RPython 2's range was a
list, so the translator says to make one."""


def entry_point(argv):
    r = range(len(argv) + 2)
    r.append(7)
    print(len(r))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
