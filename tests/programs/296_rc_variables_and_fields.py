"""Reference counting: objects whose last heap reference goes while a variable still
holds them (a field overwritten, a node unlinked, a prebuilt object's field replaced, an
exception's payload after the handler), chains of nodes built and dropped in a loop, and
cycles made and dropped (they leak under reference counting: nothing printed depends on
it), with allocations in between so that a premature free would show."""
import sys


class Node(object):
    def __init__(self, value, next):
        self.value = value
        self.next = next


class Holder(object):
    def __init__(self):
        self.item = None
        self.items = []


PREBUILT = Holder()


class Carry(Exception):
    def __init__(self, node):
        self.node = node


def churn(n):
    head = None
    for i in range(n):
        head = Node(-i, head)
    return head.value


def chain(n):
    head = None
    for i in range(n):
        head = Node(i, head)
    return head


def length(head):
    n = 0
    while head is not None:
        n += 1
        head = head.next
    return n


def unlink():
    head = chain(10)
    second = head.next
    head.next = second.next.next  # two nodes unlinked
    churn(500)
    print(second.value, second.next.value, length(head), length(second))
    h = Holder()
    h.item = Node(1, None)
    kept = h.item
    h.item = Node(2, kept)
    h.item = None
    churn(500)
    print(kept.value)


def prebuilt():
    PREBUILT.item = Node(10, None)
    old = PREBUILT.item
    PREBUILT.item = Node(20, old)
    PREBUILT.items.append(old)
    churn(300)
    PREBUILT.items = []
    churn(300)
    print(PREBUILT.item.value, PREBUILT.item.next.value, old.value, len(PREBUILT.items))


def raiser(v):
    raise Carry(Node(v, chain(3)))


def exceptions():
    total = 0
    for i in range(50):
        try:
            raiser(i)
        except Carry as e:
            n = e.node
            churn(20)
            total += n.value + length(n)
    print(total)


def loops():
    best = 0
    for r in range(30):
        head = chain(20000)
        best = max(best, length(head))
        head = None
    print(best)


def cycles():
    made = 0
    for r in range(200):
        a = Node(r, None)
        b = Node(r + 1, a)
        a.next = b
        made += a.next.next.value
    print(made)


def entry_point(argv):
    unlink()
    prebuilt()
    exceptions()
    loops()
    cycles()
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
