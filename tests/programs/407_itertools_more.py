"""itertools chain, islice, zip_longest, repeat and groupby (with and without a key), each consumed by list(), a for loop or a comprehension: CPython's items in CPython's order."""
import sys
import itertools
from itertools import chain, islice, zip_longest, groupby, repeat

def entry_point(argv):
    print(list(chain([1, 2], [3], [])), list(chain("ab", "cd")))
    for x in chain([1.5], [2.5, 3.5]):
        print(x)
    print(list(islice(range(10), 3)), list(islice([5, 6, 7, 8, 9], 1, 4)), list(islice("abcdefg", 0, None, 2)))
    print(list(zip_longest([1, 2, 3], [4])), list(zip_longest("ab", "xyz", fillvalue="-")))
    print(list(repeat("x", 3)), list(itertools.repeat(7, 2)))
    data = "aaabccdd"
    print([(k, len(list(g))) for k, g in groupby(data)])
    words = ["apple", "avocado", "banana", "blueberry", "cherry"]
    for first, group in groupby(words, key=lambda w: w[0]):
        print(first, list(group))
    nums = [1, 3, 5, 2, 4, 7]
    print([(k, sum(g)) for k, g in groupby(nums, lambda n: n % 2)])
    return 0

if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
