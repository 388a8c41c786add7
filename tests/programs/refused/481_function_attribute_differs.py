# expect: functions holding different values of it in one variable are not supported
"""An attribute set on functions at import, read through a variable holding several of
them that hold different values: the translated program would need a table by function."""


def shout(text):
    return text.upper()


def whisper(text):
    return text.lower()


shout.label = "loud"
whisper.label = "soft"


def entry_point(argv):
    handler = shout if len(argv) > 1 else whisper
    print(handler.label, handler("Hi"))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
