"""Merge sort (top-down, stable on tuples), insertion sort, and checking against sorted()."""


def merge(a, b):
    out = []
    i = 0
    j = 0
    while i < len(a) and j < len(b):
        if b[j][0] < a[i][0]:
            out.append(b[j])
            j += 1
        else:
            out.append(a[i])
            i += 1
    out.extend(a[i:])
    out.extend(b[j:])
    return out


def merge_sort(items):
    if len(items) <= 1:
        return items
    mid = len(items) // 2
    return merge(merge_sort(items[:mid]), merge_sort(items[mid:]))


def insertion_sort(a):
    for i in range(1, len(a)):
        x = a[i]
        j = i - 1
        while j >= 0 and a[j] > x:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = x


def entry_point(argv):
    recs = [(5, "e"), (1, "a"), (3, "c1"), (3, "c2"), (2, "b"), (5, "e2"), (0, "z"), (3, "c3")]
    print(merge_sort(recs))
    seed = 7
    nums = []
    for i in range(200):
        seed = (seed * 75 + 74) % 65537
        nums.append(seed % 1000)
    tagged = [(nums[i], str(i)) for i in range(len(nums))]
    ms = merge_sort(tagged)
    print([t[0] for t in ms[:12]])
    copy = nums[:]
    insertion_sort(copy)
    print(copy == sorted(nums), [t[0] for t in ms] == copy)
    print([t[1] for t in ms[:12]])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
