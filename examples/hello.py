"""Hello world for rtfarm: greets each command-line argument, or the world.

    python3.11 examples/hello.py Ada Grace
    rtfarm translate examples/hello.py -o hello && ./hello Ada Grace
"""


def entry_point(argv):
    names = argv[1:]
    if not names:
        print("Hello, world!")
        return 0
    for i, name in enumerate(names):
        print("Hello, %s! (argument %d of %d)" % (name, i + 1, len(names)))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
