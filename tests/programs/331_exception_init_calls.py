"""Exception subclasses whose __init__ calls the base's: super().__init__(message),
Exception.__init__(self, message), a ValueError subclass, super().__init__() with no
message, a message built at run time; str(e), repr(e) and the extra attributes, caught
as themselves and as a base, and one left uncaught (exit status 1)."""


class ConfigError(Exception):
    def __init__(self, key, line):
        super().__init__("bad key %r at line %d" % (key, line))
        self.key = key
        self.line = line


class LegacyError(Exception):
    def __init__(self, message):
        Exception.__init__(self, message.upper())
        self.original = message


class RangeError(ValueError):
    def __init__(self, value, low, high):
        super().__init__(f"{value} not in [{low}, {high}]")
        self.value = value


class Silent(Exception):
    def __init__(self):
        super().__init__()
        self.code = 7


def check(n):
    if n == 0:
        raise ConfigError("colour", 12)
    if n == 1:
        raise LegacyError("old style")
    if n == 2:
        raise RangeError(n * 50, 0, 10)
    if n == 3:
        raise Silent()
    return n


def entry_point(argv):
    for n in range(5):
        try:
            print("ok", check(n))
        except ConfigError as e:
            print(e, "|", repr(e), "|", e.key, e.line)
        except LegacyError as e:
            print(e, "|", repr(e), "|", e.original)
        except ValueError as e:
            print("ValueError:", e, "|", repr(e))
        except Exception as e:
            print("other: [%s]" % e, repr(e))
    raise ConfigError("final", len(argv))


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
