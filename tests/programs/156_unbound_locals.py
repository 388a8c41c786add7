"""Locals possibly unbound: loop variables read after the loop, assignments on one branch, in a try, after del, a comprehension's free variable; UnboundLocalError (and NameError) with CPython's messages where they are unbound, the value where they are bound; an uncaught one ends the program (status 1)"""


class Item:
    def __init__(self, name, weight):
        self.name = name
        self.weight = weight


def last_index(n):
    for i in range(n):
        pass
    return i


def last_word(words):
    for w in words:
        pass
    return w


def pick(flag):
    if flag:
        label = "chosen"
    return label


def parse(text):
    try:
        value = int(text)
    except ValueError:
        print("  not a number:", text)
    return value * 2


def differences(values):
    out = []
    for k in range(len(values)):
        if k > 0:
            out.append(values[k] - prev)
        prev = values[k]
    return out


def heaviest(items):
    for item in items:
        if item.weight > 10:
            found = item
            break
    return found.name


def average(values):
    total = 0.0
    for v in values:
        total += v
        count = len(values)
    return total / count


def deleted(x):
    y = x * 3
    print("  y is", y)
    del y
    return y


def scaled(values, flag):
    if flag:
        factor = 3
    return [v * factor for v in values]


def read_twice(items):
    for x in items:
        last = x
    first_read = last
    second_read = last + 1
    return first_read + second_read


def try_call(name, fn_index, arg):
    try:
        if fn_index == 0:
            print(" ", name, "->", last_index(arg))
        elif fn_index == 1:
            print(" ", name, "->", pick(arg > 0))
        elif fn_index == 2:
            print(" ", name, "->", parse(str(arg) if arg >= 0 else "x%d" % arg))
        elif fn_index == 3:
            print(" ", name, "->", differences(list(range(arg))))
        elif fn_index == 4:
            print(" ", name, "->", average([float(v) for v in range(arg)]))
        elif fn_index == 5:
            print(" ", name, "->", deleted(arg))
        elif fn_index == 6:
            print(" ", name, "->", scaled([1, 2, 3], arg > 0))
        else:
            print(" ", name, "->", read_twice(list(range(arg))))
    except UnboundLocalError as e:
        print("  UnboundLocalError:", e)
    except NameError as e:
        print("  NameError:", str(e))


def entry_point(argv):
    names = ["last_index", "pick", "parse", "differences", "average", "deleted", "scaled",
             "read_twice"]
    for fn_index in range(len(names)):
        for arg in [4, 0, -1]:
            try_call(names[fn_index], fn_index, arg)
    print(last_word(["alpha", "beta", "gamma"]))
    try:
        print(last_word([]))
    except UnboundLocalError as e:
        print("caught:", e)
    items = [Item("pen", 1), Item("anvil", 50), Item("brick", 12)]
    print(heaviest(items))
    print("a list of light items:")
    print(heaviest(items[:1]))
    print("not reached")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
