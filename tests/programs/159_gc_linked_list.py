"""A linked list of a million nodes built, walked and dropped, several times: a
collector must give the dropped lists' memory back (peak memory stays bounded)."""


class Node(object):
    def __init__(self, value, next):
        self.value = value
        self.next = next


def build(n):
    head = None
    i = 0
    while i < n:
        head = Node(i, head)
        i += 1
    return head


def total(head):
    s = 0
    count = 0
    while head is not None:
        s += head.value
        count += 1
        head = head.next
    return s, count


def entry_point(argv):
    n = 1000000
    rounds = 3
    for r in range(rounds):
        head = build(n)
        s, count = total(head)
        print("round", r, "nodes", count, "sum", s)
        head = None
    # a short list kept across the others
    keep = build(10)
    for r in range(3):
        build(200000)
    print("kept", total(keep))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
