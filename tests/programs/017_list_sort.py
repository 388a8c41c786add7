"""Sorting: list.sort, reverse=True, sorted() on ints, floats, strs and tuples; min/max/sum."""


def entry_point(argv):
    nums = [5, -2, 9, 0, 3, 3, -7, 12]
    print(sorted(nums), nums)
    nums.sort()
    print(nums)
    nums.sort(reverse=True)
    print(nums)
    print(sorted(nums, reverse=True) == nums)
    fl = [2.5, -1.0, 3.25, 0.0]
    fl.sort()
    print(fl, min(fl), max(fl), sum(fl, 0.0))
    words = ["pear", "Apple", "banana", "apple", "cherry"]
    print(sorted(words))
    print(sorted(words, reverse=True))
    pairs = [(3, "c"), (1, "z"), (2, "b"), (1, "a")]
    pairs.sort()
    print(pairs)
    print(min(nums), max(nums), sum(nums), sum(nums[:0]), sum(nums, 100))
    print(sorted(nums[3:3]), sorted([1]))
    # a stable sort on a key through decorated tuples
    names = ["bob", "alice", "dave", "carol", "eve"]
    decorated = []
    for i in range(len(names)):
        decorated.append((len(names[i]), i, names[i]))
    decorated.sort()
    print([t[2] for t in decorated])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
