"""str.format(): automatic and explicit positions, format specs, conversions, braces."""


def entry_point(argv):
    print("{} + {} = {}".format(2, 3, 2 + 3))
    print("{0} {1} {0}".format("a", "b"))
    print("[{:>6}] [{:<6}] [{:^6}] [{:*>6}]".format("r", "l", "c", "s"))
    print("{:.3f} {:10.2f} {:e} {:g}".format(3.14159, 2.5, 12345.678, 0.00001))
    print("{:d} {:5d} {:05d} {:x} {:X} {:o} {:b} {:,}".format(42, 42, 42, 255, 255, 8, 5, 1234567))
    print("{!r} {!s} {}".format("quoted", "plain", True))
    print("{{literal}} {}".format("x"))
    rows = [("alpha", 1, 0.5), ("beta", 22, 12.25), ("gamma", 333, 100.0)]
    for name, n, f in rows:
        print("{:<8}|{:>5}|{:>8.2f}".format(name, n, f))
    tmpl = "Dear {}, you owe {:.2f}."
    for who, amount in [("Ann", 10.0), ("Bob", 3.14159)]:
        print(tmpl.format(who, amount))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
