"""functools.reduce (with and without an initial value, over lists, strs and ranges, with lambdas and builtins, CPython's TypeError when empty), itertools.groupby (run-length coding, with key=, groups read with list() and len()), bisect (bisect_left/right, insort, lo and hi) and min()/max() with default= (alone and with key=, on empty and non-empty iterables)."""
import functools
import bisect
import itertools
import sys
from functools import reduce
from itertools import groupby


def rle(s):
    return "".join(["%d%s" % (len(list(g)), k) for k, g in groupby(s)])


def entry_point(argv):
    print(reduce(lambda a, b: a * b, [1, 2, 3, 4], 1), reduce(lambda a, b: a + b, ["a", "b"]))
    print(reduce(max, [3, 9, 2]), functools.reduce(lambda acc, c: acc * 31 + ord(c), "hash", 7))
    print(reduce(lambda a, b: a + b, range(5), 0.5), reduce(lambda a, b: a + [b], "xy", []))
    none_big = [x for x in [1, 2] if x > 5]
    try:
        reduce(lambda a, b: a + b, none_big)
    except TypeError as e:
        print("TypeError:", e)
    print(reduce(lambda a, b: a - b, [10]), reduce(lambda a, b: a - b, none_big, 3))
    print(max([3, 1, 2], default=0), min(none_big, default=-1), max(none_big, default=7), min("hello", default="?"))
    print(min([], default=-1), max([], default="empty"))
    words = ["pear", "fig", "banana"]
    print(max(words, key=len, default=""), min(words, default="none", key=len),
          max([w for w in words if w > "x"], key=len, default="-"))
    print([(k, len(list(g))) for k, g in groupby("aaabccdddd")], rle("WWWWBWWWBBBW"), repr(rle("")))
    for first, group in groupby(words + ["apricot"], key=lambda w: w[0]):
        print(first, list(group))
    nums = [1, 3, 5, 2, 4, 7, 9, 6]
    print([(odd, list(g)) for odd, g in itertools.groupby(nums, lambda n: n % 2 == 1)])
    print(len(list(groupby([x for x in nums if x > 100]))))
    sorted_nums = [1, 3, 5, 7]
    bisect.insort(sorted_nums, 4)
    bisect.insort_left(sorted_nums, 5)
    print(sorted_nums, bisect.bisect_left(sorted_nums, 5), bisect.bisect_right(sorted_nums, 5),
          bisect.bisect(sorted_nums, 0), bisect.bisect_left(sorted_nums, 5, 4), bisect.bisect_right(sorted_nums, 9, 0, 3))
    names = []
    for w in ["kiwi", "apple", "fig", "banana"]:
        bisect.insort_right(names, w)
    print(names, bisect.bisect(names, "cherry"))
    try:
        bisect.bisect_left(sorted_nums, 1, -1)
    except ValueError as e:
        print("ValueError:", e)
    print(max(range(0), default=-5), min([2.5, 1.5], default=0.0), max([(1, "a"), (1, "b")], default=(0, "")))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
