"""List methods: append, pop, insert, extend, remove, index, count, reverse, copy, clear."""


def entry_point(argv):
    lst = [3, 1, 4]
    lst.append(1)
    lst.append(5)
    print(lst, len(lst))
    print(lst.pop(), lst.pop(0), lst)
    lst.insert(0, 9)
    lst.insert(2, 2)
    lst.insert(100, 6)
    lst.insert(-1, 7)
    print(lst)
    lst.extend([8, 8, 8])
    print(lst, lst.count(8), lst.count(42))
    lst.remove(8)
    print(lst, lst.index(4), lst.index(8))
    lst.reverse()
    print(lst)
    other = lst.copy()
    other.append(0)
    print(len(lst), len(other))
    lst.clear()
    print(lst, len(lst), other[-1])
    words = ["a"]
    words.extend(["b", "c"])
    words += ["d"]
    print(words, words.pop(-2))
    try:
        words.remove("zz")
    except ValueError:
        print("remove missing: ValueError")
    try:
        print(words.index("q"))
    except ValueError:
        print("index missing: ValueError")
    stack = []
    for i in range(5):
        stack.append(i * i)
    total = 0
    while stack:
        total += stack.pop()
    print("stack total", total)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
