"""bytearray, the mutable bytes: made from bytes, a size, a list of ints, a str with an
encoding; append, extend (with bytes or a list), item assignment (ValueError outside
0..255), indexing (an int), slices (bytearrays), len, iteration, `in`, pop/insert/
reverse/clear, ==, bytes(ba), decode/hex/find/startswith on its bytes, and printed as
bytearray(b'...') also inside containers."""


def entry_point(argv):
    n = len(argv)
    buf = bytearray(b"abc")
    buf.append(100)
    buf.extend(b"\xff\x00")
    buf.extend([48, 49])
    buf += b"!"
    print(buf, len(buf), buf[0], buf[-1], buf[1:3], buf[::-2])
    buf[0] = 65
    buf[-1] = 63
    print(buf, bytes(buf), 65 in buf, 7 in buf, buf.count(48), buf.index(100))
    for bad in [256, -1]:
        try:
            buf[1] = bad - n + 1
        except ValueError as e:
            print("ValueError:", e)
        try:
            buf.append(bad - n + 1)
        except ValueError as e:
            print("ValueError:", e)
    try:
        print(buf[n + 20])
    except IndexError as e:
        print("IndexError:", e)
    total = 0
    for x in buf:
        total += x
    print(total, [x for x in buf][:3], list(buf[:2]), sum(buf))
    print(bytearray(3), bytearray(), bytearray([1, 2, 255]), bytearray("h\xe9", "utf-8"))
    print(buf.pop(), buf.pop(0), buf, len(buf))
    buf.insert(1, 120)
    buf.reverse()
    print(buf, buf == bytearray(b"10\x00\xffdcxb"), buf == bytearray(b"zz"))
    text = bytearray(b"caf\xc3\xa9 ok")
    print(text.decode("utf-8"), text.hex(), text.find(b"ok"), text.startswith(b"caf"))
    print([bytearray(b"x"), bytearray(b"")], {1: bytearray(b"\t")}, str(text), repr(text[:2]))
    twice = text[:3] + text[-2:]
    print(twice, twice * 2, 2 * text[:1], text.copy(), list(text[:2]), sorted(text[:3]))
    text.clear()
    print(text, len(text), bytes(text))
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
