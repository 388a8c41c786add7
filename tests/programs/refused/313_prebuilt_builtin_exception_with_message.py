# expect: a pre-built exception with arguments cannot be translated (its message would be lost); raise a new instance instead
# expect: 313_prebuilt_builtin_exception_with_message.py:14
"""A pre-built instance of a builtin exception class with a message: instances of builtin
classes are not mirrored (pre-built exceptions of the program's own classes are, corpus
311), so its message would be lost. Raise a new instance (`raise ValueError("...")`)."""

import sys

BAD = ValueError("prebuilt")


def entry_point(argv):
    try:
        raise BAD
    except ValueError as e:
        print(str(e))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
