"""Memory stays bounded when structures are built and dropped in a loop: a linked list of
200,000 nodes and a list of lists, twelve times each, in an address space (limit-as) too
small to hold what all the rounds allocate (reference counting frees each round's
structure; the tracing collectors collect it)."""
# limit-as: 120M
import sys


class Node(object):
    def __init__(self, value, next):
        self.value = value
        self.next = next


def build(n, tag):
    head = None
    for i in range(n):
        head = Node(i + tag, head)
    return head


def walk(head):
    total = 0
    count = 0
    while head is not None:
        total += head.value
        count += 1
        head = head.next
    return total, count


def rows(n):
    out = []
    for i in range(n):
        out.append([i, i + 1, i + 2])
    return out


def entry_point(argv):
    grand = 0
    for r in range(12):
        head = build(200000, r)
        total, count = walk(head)
        grand += total
        head = None
        table = rows(100000)
        grand += len(table) + table[-1][2]
        table = None
    print(grand)
    print("done")
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
