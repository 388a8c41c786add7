# expect: generators (yield) are not supported
# expect: 006_generator.py:6
"""Generators (yield) are outside RPython 3."""


def countdown(n):
    while n > 0:
        yield n
        n -= 1


def entry_point(argv):
    for k in countdown(3):
        print(k)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
