"""Refusals whose cause is known only once the whole program is: an operator on a class
whose subclass alone defines it (the subclass may be seen before or after the operation),
a local that is a range on one path and a list on another (reported at the same place
whichever path merges second). Code reached only through the operator's provisional result
(before the subclass was seen, the addition had one) is not reached once it is refused:
its errors are never reported."""


class Num:
    def __init__(self, v):
        self.v = v


class Int(Num):
    def __add__(self, other):
        return Int(self.v + other.v)


def make(flag):
    if flag:
        return Int(1)
    return Num(2)


def add_them(argv):
    a = make(len(argv) > 0)
    b = make(len(argv) > 5)
    c = a + b
    return c.v


def range_or_list(argv):
    if len(argv) > 1:
        items = range(3)
    else:
        items = [0, 1, 2]
    return len(items)


def beyond_the_refusal(argv):
    if len(argv) > 2:
        found = "none"
    else:
        found = 0
    return found


def entry_point(argv):
    print(range_or_list(argv))
    print(add_them(argv))
    print(beyond_the_refusal(argv))
    return 0
