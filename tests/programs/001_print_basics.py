"""print(): several arguments, sep, end, empty lines, mixed argument types."""


def entry_point(argv):
    print("hello")
    print("a", "b", "c")
    print(1, 2, 3)
    print("x", 42, 2.5, True, None)
    print("a", "b", sep="")
    print("a", "b", "c", sep=", ")
    print("no newline", end="")
    print(" ... continued")
    print("dash", end="-")
    print("dash", end="-\n")
    print()
    print("", "", sep="|")
    print("tab\tseparated", "values", sep="\t")
    print(1, "two", 3.0, sep=" | ", end=" <end>\n")
    for i in range(3):
        print(i, end=" ")
    print()
    print("args:", len(argv) > 0)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
