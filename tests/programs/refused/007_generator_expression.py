# expect: generator expressions are not supported
# expect: 007_generator_expression.py:7
"""Generator expressions are refused; a list comprehension would be accepted."""


def entry_point(argv):
    total = sum(x * x for x in range(10))
    print(total)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
