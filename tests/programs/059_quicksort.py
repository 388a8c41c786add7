"""In-place quicksort (Lomuto partition) and a functional quicksort on lists."""


def partition(a, lo, hi):
    pivot = a[hi]
    i = lo
    for j in range(lo, hi):
        if a[j] < pivot:
            a[i], a[j] = a[j], a[i]
            i += 1
    a[i], a[hi] = a[hi], a[i]
    return i


def quicksort(a, lo, hi):
    if lo < hi:
        p = partition(a, lo, hi)
        quicksort(a, lo, p - 1)
        quicksort(a, p + 1, hi)


def qsort_words(words):
    if len(words) <= 1:
        return words
    pivot = words[0]
    less = [w for w in words[1:] if w < pivot]
    more = [w for w in words[1:] if w >= pivot]
    return qsort_words(less) + [pivot] + qsort_words(more)


def entry_point(argv):
    data = []
    x = 12345
    for i in range(40):
        x = (x * 1103515245 + 12345) % 2147483648
        data.append(x % 1000)
    print(data)
    quicksort(data, 0, len(data) - 1)
    print(data)
    print(data == sorted(data))
    words = "the quick brown fox jumps over the lazy dog again".split()
    print(qsort_words(words))
    empty = []
    quicksort(empty, 0, -1)
    print(empty)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
