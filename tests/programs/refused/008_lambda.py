# expect: lambda
# expect: 008_lambda.py:7
"""Lambdas are closures, refused like nested functions."""


def entry_point(argv):
    square = lambda x: x * x
    print(square(4))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
