"""String searching: in, find/rfind, index/rindex, count, startswith/endswith."""


def entry_point(argv):
    s = "the quick brown fox jumps over the lazy dog"
    print("fox" in s, "cat" in s, "" in s, "q" in s)
    print(s.find("the"), s.rfind("the"), s.find("cat"), s.rfind("cat"))
    print(s.find("o"), s.find("o", 15), s.find("o", 15, 20), s.rfind("o", 0, 20))
    print(s.index("quick"), s.rindex("o"))
    print(s.count("o"), s.count("the"), s.count("z"), s.count(""))
    print(s.startswith("the"), s.startswith("quick"), s.startswith("quick", 4))
    print(s.endswith("dog"), s.endswith("cat"), s.endswith("lazy", 0, 39))
    positions = []
    pos = s.find(" ")
    while pos >= 0:
        positions.append(pos)
        pos = s.find(" ", pos + 1)
    print("spaces at", positions)
    try:
        s.index("cat")
    except ValueError:
        print("index raised ValueError")
    print("aaaa".count("aa"), "abcabc".find("c", -2))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
