"""min() and max() with key=: over a list, a str, a range and several arguments; the
first of equal items wins (as CPython, for both); keys that are ints, floats and strs;
a bound method and a closure as the key; the empty-sequence ValueError."""


class City(object):
    def __init__(self, name, people, area):
        self.name = name
        self.people = people
        self.area = area

    def density(self):
        return self.people / self.area


class Target(object):
    def __init__(self, x):
        self.x = x

    def distance(self, v):
        return abs(v - self.x)


def entry_point(argv):
    nums = [4, -7, 2, 7, -2, 0, 5]
    print(min(nums, key=abs), max(nums, key=abs))
    print(min(nums, key=lambda x: -x), max(nums, key=lambda x: x % 4))
    words = ["kiwi", "fig", "banana", "date", "cherry", "nut"]
    print(min(words, key=len), max(words, key=len))
    print(min(words, key=lambda w: w[-1]), max(words, key=lambda w: w[1]))
    print(min("Hello", key=lambda c: c.lower()), max("Hello", key=lambda c: c.lower()))
    print(min(range(-5, 6), key=lambda i: i * i), max(range(10), key=lambda i: i % 7))
    print(min(3, -4, 2, key=abs), max(3, -4, 2, key=abs), max("apple", "kiwi", "plum", key=len))
    print(min(2.5, -0.5, 1.5, key=lambda f: abs(f - 1.0)))
    cities = [City("a", 1000, 2.0), City("b", 5000, 20.0), City("c", 800, 0.5)]
    print(min(cities, key=lambda c: c.people).name, max(cities, key=City.density).name)
    t = Target(3)
    print(min(nums, key=t.distance), max(nums, key=t.distance))
    center = 0
    closest = lambda v: abs(v - center)
    print(min(nums, key=closest))
    center = 6
    print(min(nums, key=closest))
    empty = [n for n in nums if n > 100]
    try:
        print(min(empty, key=abs))
    except ValueError as e:
        print("ValueError:", e)
    try:
        print(max(empty, key=abs))
    except ValueError as e:
        print("ValueError:", e)
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
