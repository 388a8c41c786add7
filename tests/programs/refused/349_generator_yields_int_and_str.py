# expect: the return value of 349_generator_yields_int_and_str.<generator mixed>.__next__ gets
# expect: 349_generator_yields_int_and_str.py:10
"""A generator yielding an int on one path and a str on another: its items have no one
type, as a variable assigned both would not."""


def mixed(n):
    yield n
    if n > 1:
        yield "many"


def entry_point(argv):
    for item in mixed(len(argv) + 1):
        print(item)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
