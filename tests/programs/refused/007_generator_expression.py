# expect: generator expressions are supported only as the first argument of sum()
# expect: 007_generator_expression.py:8
"""A generator expression consumed by something other than sum, min, max, any, all,
sorted, list or str.join (here a tuple): refused; a list comprehension would be accepted."""


def entry_point(argv):
    squares = tuple(x * x for x in range(10))
    print(squares)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
