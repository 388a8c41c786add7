# expect: containers holding bytes are not supported yet
# expect: 039_repr_list_of_bytes.py:9
"""print() of a list of bytes: CPython shows each item as b'...'; bytes share the str
representation inside containers, so the generated repr would show them as str — refused
rather than printed wrong."""


def entry_point(argv):
    print([b"ab", b"cd"])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
