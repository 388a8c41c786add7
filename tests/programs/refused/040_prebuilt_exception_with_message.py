# expect: a pre-built exception with arguments cannot be translated
# expect: 040_prebuilt_exception_with_message.py:16
"""A pre-built exception instance with a message: its arguments live in C (`args`), not
in its __dict__, so its translated copy would lose the message — refused rather than
printed wrong. Raise a new instance (`raise Failed("...")`) instead."""


class Failed(Exception):
    pass


FAILED = Failed("prebuilt message")


def entry_point(argv):
    raise FAILED


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
