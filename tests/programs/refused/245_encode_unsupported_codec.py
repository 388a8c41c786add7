# expect: str.encode() with encoding 'utf-16': only the UTF-8, Latin-1 and ASCII codecs
# expect: 245_encode_unsupported_codec.py:8
"""str.encode() with a codec CPython has but the runtime does not (UTF-16): refused, since
the translated program would raise LookupError where CPython encodes."""


def entry_point(argv):
    data = "caf\xe9".encode("utf-16")
    print(data)
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
