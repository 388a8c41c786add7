"""MemoryError from building strings: pieces concatenated, repeated, formatted and
joined into a list until the address space (limited below) runs out; the error caught
as MemoryError (its str() and repr()), the strings dropped, and string work afterwards
unaffected."""
# limit-as: 120M


def grow_concat():
    parts = []
    piece = "abc"
    try:
        while True:
            parts.append(piece + str(len(parts)) + piece)
    except MemoryError as e:
        parts = None
        return "concat: %s %r" % (type(e).__name__, str(e))
    return "unreachable"


def grow_repeat():
    parts = []
    try:
        while True:
            parts.append("xy" * (100 + len(parts) % 50))
    except MemoryError as e:
        parts = None
        return "repeat: " + repr(e)
    return "unreachable"


def grow_format():
    lines = []
    try:
        while True:
            n = len(lines)
            lines.append("%d:%s|%5.2f" % (n, "v" * (n % 7), n / 3.0))
    except MemoryError:
        lines = None
        return "format: caught"
    return "unreachable"


def grow_join():
    words = ["w%d" % i for i in range(100)]
    texts = []
    try:
        while True:
            texts.append(" ".join(words))
    except MemoryError:
        texts = None
        return "join: caught"
    return "unreachable"


def entry_point(argv):
    print(grow_concat())
    print("after: " + "-".join(["a", "b", "c"]) + " %d" % len("x" * 1000))
    print(grow_repeat())
    print(grow_format())
    print(grow_join())
    s = ""
    for i in range(10):
        s += str(i * i)
    print(s, s.upper(), s[3:9], len(s))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
