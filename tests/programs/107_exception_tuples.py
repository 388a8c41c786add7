"""Catching with tuples of classes, the base Exception, and exceptions raised in handlers."""


class Missing(Exception):
    pass


class Invalid(Exception):
    pass


def risky(kind, data, table):
    if kind == 0:
        return data[10]
    if kind == 1:
        return table["nope"]
    if kind == 2:
        return 10 // (len(data) - len(data))
    if kind == 3:
        raise Missing()
    if kind == 4:
        raise Invalid()
    return int("12" + "z" * (kind - 5))


def classify(kind, data, table):
    try:
        return "value %d" % risky(kind, data, table)
    except (IndexError, KeyError):
        return "lookup error"
    except ZeroDivisionError:
        return "math error"
    except (Missing, Invalid) as e:
        return "custom " + ("missing" if isinstance(e, Missing) else "invalid")
    except Exception:
        return "other error"


def convert_in_handler(s):
    try:
        try:
            return int(s)
        except ValueError:
            raise Invalid()
    except Invalid:
        return -1


def entry_point(argv):
    data = [1, 2, 3]
    table = {"yes": 1}
    for kind in range(7):
        print(kind, classify(kind, data, table))
    print(convert_in_handler("5"), convert_in_handler("five"))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
