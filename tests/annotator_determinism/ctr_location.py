"""specialize:ctr_location under every schedule: classes copied per instantiation site,
including sites inside the methods of other copies (nested per-site keys), sites in
specialised functions and in loops."""

from rlib.objectmodel import specialize


class Node:
    _annspecialcase_ = "specialize:ctr_location"

    def __init__(self, value, next):
        self.value = value
        self.next = next


class LinkedStack:
    _annspecialcase_ = "specialize:ctr_location"

    def __init__(self):
        self.head = None
        self.count = 0

    def push(self, value):
        self.head = Node(value, self.head)
        self.count += 1

    def pop(self):
        node = self.head
        self.head = node.next
        self.count -= 1
        return node.value

    def empty(self):
        return self.head is None


@specialize.argtype(0)
def wrap(value):
    return Pair(value, value)


@specialize.ctr_location()
class Pair:
    def __init__(self, left, right):
        self.left = left
        self.right = right

    def swap(self):
        return Pair(self.right, self.left)


def drain(stack):
    total = 0
    while not stack.empty():
        total += stack.pop()
    return total


def entry_point(argv):
    ints = LinkedStack()
    floats = LinkedStack()
    words = LinkedStack()
    for i in range(10):
        ints.push(i)
        floats.push(i * 0.5)
        words.push(str(i))
    text = ""
    while not words.empty():
        text += words.pop()
    total = drain(ints)
    half = 0.0
    while not floats.empty():
        half += floats.pop()
    a = wrap(3).swap()
    b = wrap("x").swap()
    print(total, half, text, a.left + 1, b.right + "y")
    return 0


if __name__ == "__main__":
    import sys

    entry_point(sys.argv)
