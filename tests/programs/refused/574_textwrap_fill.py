# expect: textwrap.fill() is not supported: the textwrap module is not translated
import textwrap


def entry_point(argv):
    print(textwrap.fill("a few words to wrap " * 4, 20))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
