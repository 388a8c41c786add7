"""str.format() corners: keywords, nested specs, !a, bools and chars with specs, braces, reuse."""


def entry_point(argv):
    print("{name} is {age} years".format(name="Ann", age=31))
    print("{0}-{name}-{1}-{0}".format("x", "y", name="n"))
    width = 7
    for prec in range(3):
        print("[{:{}.{}f}]".format(2.0 / 3.0, width, prec))
    print("[{0:>{1}}] [{0:^{w}}]".format("ab", 6, w=8))
    print("{!a} {!a} {!r}".format("caf\u00e9", 5, "it's"))
    print("{:>5} {:d} {} {:<6}|".format(True, False, True, False))
    ch = "abc"[1]
    print("[{:>4}] [{!r}] [{}]".format(ch, ch, ch))
    print("{{}} {{{}}} }}{{".format(0))
    print("{:+d} {: d} {:#x} {:#o} {:08.3f} {:.2%} {:_}".format(5, 7, 255, 8, -3.14159, 0.256, 10 ** 7))
    print("{:.3} {:.0f} {:g} {:G}".format("truncate", 2.5, 1e20, 1e-7))
    print("{:c}{:c}".format(72, 105))
    print("".format(), "{}".format(""), "a{}b".format(None))
    items = ["alpha", "beta"]
    print("{} {}".format(items, (1, "two")))
    for i in range(3):
        print("{:03d}:{:>3}".format(i, i * i))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
