"""A binary min-heap priority queue class; heap sort and a k-smallest selection."""


class MinHeap:
    def __init__(self):
        self.data = []

    def push(self, x):
        a = self.data
        a.append(x)
        i = len(a) - 1
        while i > 0:
            parent = (i - 1) // 2
            if a[parent] <= a[i]:
                break
            a[parent], a[i] = a[i], a[parent]
            i = parent

    def pop(self):
        a = self.data
        top = a[0]
        last = a.pop()
        if a:
            a[0] = last
            i = 0
            n = len(a)
            while True:
                smallest = i
                l = 2 * i + 1
                r = l + 1
                if l < n and a[l] < a[smallest]:
                    smallest = l
                if r < n and a[r] < a[smallest]:
                    smallest = r
                if smallest == i:
                    break
                a[i], a[smallest] = a[smallest], a[i]
                i = smallest
        return top

    def __len__(self):
        return len(self.data)


def entry_point(argv):
    h = MinHeap()
    for x in [42, 7, 19, 3, 88, 7, 56, -4, 23, 11]:
        h.push(x)
    print("size", len(h.data), "min", h.data[0])
    out = []
    while h.data:
        out.append(h.pop())
    print("heap sorted", out)
    seed = 1
    for i in range(1000):
        seed = (seed * 48271) % 2147483647
        h.push(seed % 100000)
    smallest = [h.pop() for i in range(5)]
    print("5 smallest of 1000", smallest, "left", len(h.data))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
