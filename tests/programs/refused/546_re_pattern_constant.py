# expect: (an object of type re.Pattern, which rtfarm does not translate) cannot be translated: the re module is not translated
import re

CELL = re.compile(r"([A-Z])([0-9]+)")


def entry_point(argv):
    m = CELL.fullmatch("B12")
    print(m.group(1), m.group(2))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
