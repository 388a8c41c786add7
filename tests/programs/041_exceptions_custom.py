"""Custom exception classes in a hierarchy; catching by base class, attributes on exceptions."""


class AppError(Exception):
    def __init__(self, msg):
        self.msg = msg


class ParseError(AppError):
    def __init__(self, msg, pos):
        AppError.__init__(self, msg)
        self.pos = pos


class LimitError(AppError):
    pass


def parse_digits(text):
    value = 0
    for i, ch in enumerate(text):
        if not ch.isdigit():
            raise ParseError("bad character %r" % ch, i)
        value = value * 10 + ord(ch) - ord("0")
        if value > 1000:
            raise LimitError("value too large")
    return value


def try_parse(text):
    try:
        v = parse_digits(text)
        print(repr(text), "->", v)
    except ParseError as e:
        print(repr(text), "parse error:", e.msg, "at", e.pos)
    except AppError as e:
        print(repr(text), "app error:", e.msg)


def entry_point(argv):
    for t in ["123", "12x4", "99999", "", "7"]:
        try_parse(t)
    caught = 0
    for t in ["1", "a", "5000"]:
        try:
            parse_digits(t)
        except AppError:
            caught += 1
    print("caught", caught)
    try:
        raise LimitError("direct")
    except LimitError as e:
        print("direct raise:", e.msg, isinstance(e, AppError))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
