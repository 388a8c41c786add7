"""String transformations: replace, case, strip family, split and join."""


def entry_point(argv):
    s = "  Hello, RPython World!  "
    print("[" + s.strip() + "]", "[" + s.lstrip() + "]", "[" + s.rstrip() + "]")
    print("xxhixx".strip("x"), "--a-b--".lstrip("-"), "path///".rstrip("/"))
    t = s.strip()
    print(t.upper(), t.lower())
    print(t.replace("o", "0"), t.replace("l", "L", 2), t.replace("zz", "y"))
    words = t.split()
    print(words, len(words))
    print("a,b,,c".split(","), "a b  c".split(" "), "one".split(","))
    print("k=v=w".split("=", 1), "1 2 3 4".split(None, 2), "a-b-c".rsplit("-", 1))
    print(", ".join(words), "".join(["x", "y", "z"]), "-".join([]))
    print("line1\nline2\nline3".splitlines())
    print("key: value".partition(": "), "no-sep".partition(":"))
    print("hello world".capitalize(), "hello world".title(), "Hello".swapcase())
    print("42".zfill(5), "-7".zfill(4), "ab".ljust(5, "."), "ab".rjust(5), "ab".center(6, "*"))
    print("prefix_name".removeprefix("prefix_"), "file.txt".removesuffix(".txt"))
    csv = "name;age;city"
    fields = csv.split(";")
    fields.reverse()
    print(";".join(fields))
    print("\t x \n".strip() == "x")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
