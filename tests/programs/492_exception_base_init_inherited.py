"""`Base.__init__(self, message)` in an exception class's __init__, where Base is the
program's own exception class without an __init__ of its own (BaseException's is
inherited): str(e), repr(e) and the subclass's own attributes, through several levels."""
import sys


class AppError(Exception):
    pass


class StockError(AppError):
    def __init__(self, item, wanted):
        AppError.__init__(self, "out of stock: %s (wanted %d)" % (item, wanted))
        self.item = item
        self.wanted = wanted


class DeepError(StockError):
    def __init__(self, item):
        StockError.__init__(self, item, 0)
        self.deep = True


class PlainError(AppError):
    def __init__(self, code):
        AppError.__init__(self)
        self.code = code


def check(item, n):
    if n > 3:
        raise StockError(item, n)
    if n < 0:
        raise DeepError(item)
    if n == 0:
        raise PlainError(42)
    return n


def entry_point(argv):
    for item, n in [("pear", 5), ("fig", -1), ("kiwi", 0), ("plum", 2)]:
        try:
            print("ok", check(item, n))
        except DeepError as e:
            print("deep", e, repr(e), e.item, e.wanted, e.deep)
        except StockError as e:
            print("stock", e, repr(e), e.item, e.wanted)
        except PlainError as e:
            print("plain", repr(str(e)), repr(e), e.code)
    try:
        check("last", 9)
    except AppError as e:
        print("base", str(e))
    if len(argv) > 1:
        check(argv[1], 10)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
