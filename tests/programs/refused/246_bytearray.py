# expect: comparing a bytearray with bytes is not supported yet: compare bytes(x)
# expect: 246_bytearray.py:9
"""A bytearray compared with bytes: CPython compares their contents, but a bytearray is a
list of ints and bytes a string here; refused (bytes(buffer) == b'...' works)."""


def entry_point(argv):
    buffer = bytearray(b"abc")
    print(buffer == b"abc")
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
