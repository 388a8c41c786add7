"""RecursionError out of cycles that pass through the runtime: `==` on lists whose items
compare their own lists (the list comparison calls __eq__), str() of nodes whose
__str__ (two classes override it) calls str() of the next node, a closure calling
itself through a variable of the enclosing function, and a key function of sorted()
that sorts again. Caught where CPython catches it (CPython's message may name the
comparison: only the class is printed); after it, the program allocates and collects
as before."""
import sys


class Item:
    def __init__(self, name):
        self.name = name
        self.links = []

    def __eq__(self, other):
        return self.name == other.name and self.links == other.links


class Text:
    def __init__(self, word):
        self.word = word
        self.next = None

    def __str__(self):
        return self.word + " " + str(self.next)


class Loud(Text):
    def __str__(self):
        return self.word.upper() + "! " + str(self.next)


def make_counter():
    def count(n):
        return count(n + 1) + 1

    return count


def nested_sort(xs):
    return sorted(xs, key=lambda x: len(nested_sort(xs)) + x)


def entry_point(argv):
    a = Item("a")
    b = Item("a")
    a.links.append(b)
    b.links.append(a)
    print(Item("x") == Item("x"), Item("x") == Item("y"))
    try:
        print(a == b)
    except RecursionError as e:
        print("__eq__ through list ==:", type(e).__name__)

    t = Text("one")
    loud = Loud("two")
    t.next = loud
    loud.next = t
    end = Text("end")
    end.next = None
    try:
        print(str(t))
    except RecursionError as e:
        print("__str__ through str():", type(e).__name__)

    try:
        make_counter()(0)
    except RecursionError:
        print("closure caught")

    try:
        print(nested_sort([3, 1, 2]))
    except RecursionError:
        print("sorted key caught")

    table = {}
    for i in range(20000):
        table[i] = [Item(str(i))]
    print(len(table), table[19999][0].name, sum(len(v) for v in table.values()))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
