"""bytes.hex(sep) and bytes.hex(sep, bytes_per_sep) (also as keywords, of bytearrays, with a
bytes separator and a group size known only at run time): groups counted from the right
when positive, from the left when negative, none for 0; CPython's ValueErrors for a
separator that is not one ASCII character."""


def show(label, f):
    try:
        print(label, f())
    except ValueError as e:
        print(label, "ValueError", e)


def entry_point(argv):
    b = bytes([0xde, 0xad, 0xbe, 0xef, 1, 2, 3])
    print(b.hex())
    print(b.hex(':'))
    print(b.hex('-', 2))
    print(b.hex(' ', -2))
    print(b.hex(b'|', 3))
    print(b.hex(sep='_', bytes_per_sep=4))
    print(b.hex('.', 0), b.hex('.', 7), b.hex('.', -7), b.hex('.', 100))
    print(repr(b''.hex(':')), b'\x00'.hex(':', 2))
    print(bytearray(b).hex(':'), bytearray(b).hex('/', -3))
    seps = [':', '', '::', '\u00e9']
    for s in seps:
        show(repr(s), lambda: b.hex(s))
    show("bytes sep", lambda: b.hex(b'ab'))
    show("bytes sep 2", lambda: b.hex(b'\xff'))
    n = len(argv) + 1
    print(b.hex('+', n), b.hex('+', -n))
    return 0

if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
