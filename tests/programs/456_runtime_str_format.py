"""str.format() with a format string known only at run time: formats chosen from a table, built by concatenation, read from a list; fmt.format(*row) with tuples of mixed types and with lists, fmt.format(a, b) on a variable, fmt.format_map(d), and a constant format string with *row or format_map; automatic and manual numbering, conversions (!r, !s, !a), nested specs ({0:>{1}}), escaped braces; CPython's ValueError, IndexError and KeyError messages for bad strings, caught; a class of the program with its own format() method called through a variable; None, instances, lists and tuples as arguments (object.__format__'s TypeError for a non-empty spec)."""
import sys

ROWS = [("apple", 3, 1.5), ("fig", 12, 0.25), ("kiwi", 100, 12.0)]
LAYOUTS = {
    "table": "{:<8}|{:>5}|{:>8.2f}",
    "csv": "{0},{1},{2}",
    "swap": "{2} {0}",
    "repr": "{!r:>10} {!s:<4}|{}",
    "center": "{0:*^12}",
    "money": "{2:,.3f} for {1:d}",
}
BAD = ["{", "}", "{0}{}", "{}{0}", "{3}", "{x}", "{!z}", "{0!rr}", "{0:", "{!", "a{0", "{0{}", "{:{:{}}}"]


class Money:
    def __init__(self, cents):
        self.cents = cents

    def format(self, sep):
        return str(self.cents // 100) + sep + "%02d" % (self.cents % 100)


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __str__(self):
        return "(%d, %d)" % (self.x, self.y)

    def __repr__(self):
        return "Point(%d, %d)" % (self.x, self.y)


SHOW = ["{}", "{!r}", "{:>8}", "{!s:>8}", "{!r:^12}"]


def show_values():
    for fmt in SHOW:
        for value in [3, None]:
            try:
                print(fmt.format(*[value]))
            except TypeError as e:
                print("TypeError:", e)
        try:
            print(fmt.format(Point(1, -2)))
        except TypeError as e:
            print("TypeError:", e)
        try:
            print(fmt.format([1, 2], (3, "4")))
        except TypeError as e:
            print("TypeError:", e)


def render(layout, rows):
    fmt = LAYOUTS[layout]
    return [fmt.format(*row) for row in rows]


def report(names, widths):
    header = ""
    for i in range(len(names)):
        header += "{" + str(i) + ":^" + str(widths[i]) + "}|"
    return header.format(*names)


def entry_point(argv):
    for layout in ["table", "csv", "swap", "repr", "center", "money"]:
        print(layout)
        for line in render(layout, ROWS):
            print("  " + line)
    print(report(["name", "qty", "price"], [8, 5, 9]))
    for row in ROWS:
        print("{:<8}|{:>4}|{:.2f}".format(*row), "{a}/{b}".format_map({"a": row[0], "b": "x"}))
    words = ["alpha", "béta", "gamma"]
    for fmt in ["{} {} {}", "{2}-{1}-{0}", "{0!a} {1!a}", "{:>7}|{:.2}|{:x<6}"]:
        print(fmt.format(*words))
    line = "{} and {}"
    print(line.format("x", 2), line.format(1.5, True), line.format(*[7, 8]))
    nested = "{0:>{1}}|{2:{3}.{4}f}"
    print(nested.format("ab", 6, 3.14159, 9, 2))
    print("{{literal}} {0}".format(*("kept",)), "{{}}".format(*()))
    cells = {"name": "eve", "age": "7", "city": "Oslo"}
    for fmt in ["{name} is {age}", "{city:>8}|{name!r}", "{age:{age}}", "{missing}", "{0}", "{}"]:
        try:
            print(fmt.format_map(cells))
        except KeyError as e:
            print("KeyError:", e)
        except ValueError as e:
            print("ValueError:", e)
    for fmt in BAD:
        try:
            print(fmt.format(*ROWS[0]))
        except ValueError as e:
            print("ValueError:", e)
        except IndexError as e:
            print("IndexError:", e)
        except KeyError as e:
            print("KeyError:", e)
    show_values()
    m = Money(123456)
    print(m.format(","), m.format("."))
    sep = "{}" if len(argv) > 5 else "{:>4}"
    print(sep.format(42) + sep.format(-1) + sep.format("z"))
    for i in range(3):
        fmt = LAYOUTS["table"] if i % 2 == 0 else LAYOUTS["swap"]
        print(fmt.format(*("item%d" % i, i * 7, i * 0.5)))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
