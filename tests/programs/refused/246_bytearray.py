# expect: bytearray is not supported yet: use a list of ints
# expect: 246_bytearray.py:8
"""bytearray, the mutable bytes: not supported yet (a list of ints and bytes(lst) are); refused
with a message saying so."""


def entry_point(argv):
    buffer = bytearray(b"abc")
    buffer.append(100)
    buffer[0] = 65
    print(buffer, bytes(buffer))
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
