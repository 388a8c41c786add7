"""bytes as CPython has them: b[i] is an int, slices (with steps) cut bytes, iteration
gives ints, `in` takes an int or bytes, bytes(n), bytes(list of ints), bytes.fromhex and
hex(), and the searching, splitting, stripping, replacing and case methods on bytes
outside ASCII (positions count bytes; only ASCII letters have a case); errors are caught
and printed."""


def data(n):
    if n > 5:
        return b"\xc3\xa9t\xc3\xa9 caf\xc3\xa9"
    return b"  Hello, World \xff\x00 "


def entry_point(argv):
    n = len(argv)
    b = data(n + 10)
    print(b, len(b), b[0], b[1], b[-1], b[2])
    print(b[1:4], b[::2], b[::-1], b[-3:], b[10:2:-3], b[100:], b[:-100])
    total = 0
    for x in b:
        total += x
    print(total, [x for x in b[:5]])
    for i, x in enumerate(b"ab\x80"):
        print(i, x, hex(x))
    print(195 in b, 0 in b, b"caf" in b, b"\xa9 c" in b, b"" in b, b"zz" in b)
    try:
        print(256 in b)
    except ValueError as e:
        print("ValueError:", e)
    try:
        print(b[len(b)])
    except IndexError as e:
        print("IndexError:", e)
    try:
        print(b[::n - n])
    except ValueError as e:
        print("ValueError:", e)
    h = data(n)
    print(h.find(b"o"), h.find(b"o", 6), h.rfind(b"o"), h.find(b"\xff"), h.find(b"zz"))
    print(b.find(b"\xa9"), b.rfind(b"\xa9"), b.count(b"\xc3"), b.count(b""), b.find(b"", 30))
    print(b.find(b"", len(b)), b.count(b"", 3, 2), b.count(b"\xc3", 1, -2), b.index(b"caf"))
    try:
        b.index(b"tea")
    except ValueError as e:
        print("ValueError:", e)
    try:
        b.rindex(b"\xc3", 12)
    except ValueError as e:
        print("ValueError:", e)
    print(h.upper(), h.lower(), b.upper(), h.strip(), h.lstrip(), h.rstrip(b" \x00"))
    print(h.split(), h.split(b","), h.rsplit(None, 1), h.split(None, 1), b.split(b"\xc3"))
    print(b"a,b,,c".split(b",", 2), b"a,b,,c".rsplit(b",", 2), b"  ".split(), b"".split(b","))
    try:
        h.split(h[:n - n])
    except ValueError as e:
        print("ValueError:", e)
    print(b.replace(b"\xc3\xa9", b"e"), h.replace(b"l", b"L", 2), b"abc".replace(b"", b"-"))
    print(b"-".join([b"x", b.strip(), b"\x00"]), b"".join([]), b", ".join([b"a"]))
    print(h.startswith(b"  He"), b.endswith(b"\xa9"), b.startswith(b"t", 2), h.endswith(b"d", 0, 14))
    print(b"123".isdigit(), b"abc".isalpha(), b"\xe9".isalpha(), b" \t\n".isspace(), b"".isdigit(),
          b"a1".isalnum(), b"a-1".isalnum())
    print(b.hex(), b"".hex(), bytes.fromhex("00ff10 Ab"), bytes.fromhex(""), bytes.fromhex(" 0a "))
    for bad in ["0", "zz", "12 3", "1 23"]:
        try:
            print(bytes.fromhex(bad))
        except ValueError as e:
            print("ValueError:", e)
    print(bytes(3), bytes(0), bytes([65, 66, 0, 255]), bytes(b), bytes(), bytes([]))
    try:
        print(bytes([1, 300]))
    except ValueError as e:
        print("ValueError:", e)
    try:
        print(bytes(n - 5))
    except ValueError as e:
        print("ValueError:", e)
    print(b"abc" < b"abd", b"ab" < b"abc", b"\xff" > b"a", b == data(20), b != h, b"" < b"\x00")
    print(b + h, b * 2, 2 * b"xy", b"ab" * 0, b"x" * -1)
    print(ord(b"a"), str(b"q"), repr(h), len(bytes(7)), b[0] + b[1], b[2] * 2)
    print(hash(b), hash(h[:0]), hash(b"abc") == hash("abc"), hash(b[:2]) == hash(data(9)[:2]))
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
