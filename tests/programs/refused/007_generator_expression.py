# expect: generator expressions are supported only as the first argument of sum()
# expect: 007_generator_expression.py:9
"""A generator expression consumed by something other than sum, min, max, any, all,
sorted, list, tuple, bytes or str.join (here enumerate, which would keep it lazy): refused;
a list comprehension would be accepted."""


def entry_point(argv):
    for i, square in enumerate(x * x for x in range(10)):
        print(i, square)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
