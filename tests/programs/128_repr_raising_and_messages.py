"""__repr__ of container items that raises (the exception crosses print, str(), repr(), % and f-strings and is caught by the caller), containers of instances in exception messages, one-character __repr__s"""


class Reading:
    def __init__(self, value):
        self.value = value

    def __repr__(self):
        if self.value < 0:
            raise ValueError("negative reading %d" % self.value)
        return "Reading(%d)" % self.value


class Sensor:
    def __init__(self, name, readings):
        self.name = name
        self.readings = readings

    def __repr__(self):
        return "Sensor(%s, %s)" % (self.name, self.readings)


class Strict(Reading):
    def __repr__(self):
        if self.value > 100:
            raise OverflowError("reading too large")
        return "Strict(%d)" % self.value


class Sign:
    def __init__(self, positive):
        self.positive = positive

    def __repr__(self):
        if self.positive:
            return "+"
        return "-"


class StockError(Exception):
    pass


class Item:
    def __init__(self, name, count):
        self.name = name
        self.count = count

    def __repr__(self):
        return "%s x%d" % (self.name, self.count)


def safe_str(readings):
    try:
        return str(readings)
    except ValueError as e:
        return "<unprintable: %s>" % e


def try_print(readings):
    try:
        print("items:", readings, "end")
        print(readings)
        print("printed", len(readings))
    except ValueError as e:
        print("print failed:", e)


def show_raising():
    good = [Reading(1), Reading(2)]
    bad = [Reading(3), Reading(-4), Reading(5)]
    try_print(good)
    try_print(bad)
    print(safe_str(good), safe_str(bad))
    try:
        text = repr((Reading(7), Reading(-8)))
        print("not reached", text)
    except ValueError as e:
        print("tuple:", e)
    try:
        print("readings: %s" % bad)
    except ValueError as e:
        print("percent:", e)
    try:
        print(f"readings: {bad[1:]}")
    except ValueError as e:
        print("f-string:", e)
    nested = {"ok": [good], "bad": [good, bad]}
    try:
        print(nested)
    except ValueError as e:
        print("nested:", e)
    del nested["bad"]
    print(nested)
    try:
        print(f"one: {bad[1]}")
    except ValueError as e:
        print("one:", e)
    try:
        print("{} and {!r}".format(good, bad))
    except ValueError as e:
        print("format:", e)
    message = "unset"
    try:
        message = "%r" % (bad,)
    except ValueError as e:
        message = "%s" % e
    print(message)
    sensors = [Sensor("s1", good), Sensor("s2", bad)]
    try:
        print(sensors)
    except ValueError as e:
        print("sensors:", e)
    print(sensors[0])
    bad[1] = Reading(4)
    print(bad, sensors)


def show_dispatch_raising():
    mixed = [Reading(1), Strict(50), Reading(-1), Strict(500)]
    print(mixed[1:2], mixed[3:3])
    for i in range(len(mixed) + 1):
        try:
            print(mixed[:i])
        except ValueError as e:
            print(i, "ValueError:", e)
        except OverflowError as e:
            print(i, "OverflowError:", e)
    mixed[2] = Strict(2)
    try:
        print(mixed)
    except OverflowError as e:
        print("still:", e)
    mixed[3] = Reading(3)
    print(mixed)


def show_signs():
    signs = [Sign(True), Sign(False), Sign(True)]
    print(signs, repr(signs[1]), "%s%s" % (signs[0], signs[1]))
    print({"up": Sign(True)}, (Sign(False),))


def take(stock, name, count):
    for item in stock:
        if item.name == name:
            if item.count < count:
                raise StockError("not enough %s in %s" % (name, stock))
            item.count -= count
            return item
    raise KeyError(name)


def check_all(stock):
    empty = []
    for item in stock:
        if item.count == 0:
            empty.append(item)
    if empty:
        raise ValueError(empty)
    return len(stock)


def complain(readings):
    raise ValueError(readings)


def show_generalised_message():
    strict = [Strict(1)]
    try:
        complain(strict)
    except ValueError as e:
        print("strict:", e)
    strict.append(Reading(2))
    try:
        complain(strict)
    except ValueError as e:
        print("mixed:", e)


def show_messages():
    stock = [Item("apple", 3), Item("pear", 1)]
    print(take(stock, "apple", 2))
    try:
        take(stock, "pear", 5)
    except StockError as e:
        print("error:", e)
    try:
        take(stock, "plum", 1)
    except KeyError:
        print("no plum in", stock)
    take(stock, "pear", 1)
    try:
        check_all(stock)
    except ValueError as e:
        print("empty:", e)
        print("message: " + str(e))
    try:
        raise StockError("stock is " + repr(stock) + ", " + f"{stock[0]!r}")
    except StockError as e:
        print(e)
    by_name = {i.name: i for i in stock}
    try:
        raise StockError(f"by name: {by_name}")
    except Exception as e:
        print(e)


def entry_point(argv):
    show_raising()
    show_dispatch_raising()
    show_signs()
    show_messages()
    show_generalised_message()
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
