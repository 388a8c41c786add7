"""Exception classes defining __str__ and __repr__: str(e), print(e), '%s' % e, f'{e}',
repr(e) and f'{e!r}' call them (dispatched by the run-time class when a subclass
overrides), while exceptions without them show their message (str) and
Class('message') (repr)."""


class AppError(Exception):
    def __init__(self, what):
        self.what = what

    def __str__(self):
        return "app error: " + self.what

    def __repr__(self):
        return "AppError<%s>" % self.what


class ParseError(AppError):
    def __init__(self, line, what):
        AppError.__init__(self, what)
        self.line = line

    def __str__(self):
        return "line %d: %s" % (self.line, self.what)


class Plain(Exception):
    pass


def fail(n):
    if n == 0:
        raise AppError("disk full")
    if n == 1:
        raise ParseError(7, "unexpected ')'")
    if n == 2:
        raise Plain("plain message")
    if n == 3:
        raise ValueError("bad value")
    return n


def entry_point(argv):
    for n in range(5):
        try:
            print("ok", fail(n))
        except AppError as e:
            print(e)
            print(str(e), "|", repr(e), "|", "%s" % e, "|", f"{e} {e!r}")
            print("[" + str(e) + "]", len(str(e)), e.what)
        except Plain as e:
            print(e, repr(e), "%s" % e, f"{e!r}")
        except ValueError as e:
            print(type(e).__name__, e, repr(e))
    errors = []
    for n in range(2):
        try:
            fail(n)
        except AppError as e:
            errors.append(e)
    print(len(errors), str(errors[1]), repr(errors[0]))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
