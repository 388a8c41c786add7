"""The program's own iterator classes read by builtins: a class whose __iter__ returns self (with __next__ raising StopIteration) and a container whose __iter__ returns an iterator object of another class, a tokenizer, a linked list and a tree walked in order; list(), tuple(), sorted() (with key= and reverse=), sum() (with a start), min()/max(), any()/all() (stopping at the deciding item), set(), str.join(), `in` (stopping at the first match, so an iterator is consumed only that far, as CPython's), enumerate() and zip() with them, and an exhausted iterator read again (empty)."""
import sys


class Countdown:
    def __init__(self, start):
        self.n = start

    def __iter__(self):
        return self

    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n


class Tokens:
    """Splits arithmetic text into numbers and operators."""

    def __init__(self, text):
        self.text = text
        self.pos = 0

    def __iter__(self):
        return self

    def __next__(self):
        while self.pos < len(self.text) and self.text[self.pos] == " ":
            self.pos += 1
        if self.pos >= len(self.text):
            raise StopIteration
        start = self.pos
        if self.text[start].isdigit():
            while self.pos < len(self.text) and self.text[self.pos].isdigit():
                self.pos += 1
        else:
            self.pos += 1
        return self.text[start:self.pos]


class Node:
    def __init__(self, value, next_node):
        self.value = value
        self.next = next_node


class LinkedList:
    def __init__(self):
        self.head = None
        self.size = 0

    def push(self, value):
        self.head = Node(value, self.head)
        self.size += 1

    def __iter__(self):
        return LinkedListIterator(self.head)


class LinkedListIterator:
    def __init__(self, node):
        self.node = node

    def __iter__(self):
        return self

    def __next__(self):
        node = self.node
        if node is None:
            raise StopIteration
        self.node = node.next
        return node.value


class Tree:
    def __init__(self, key, left, right):
        self.key = key
        self.left = left
        self.right = right


class InOrder:
    """An explicit stack: the keys of a binary search tree in order."""

    def __init__(self, root):
        self.stack = []
        self.push_left(root)

    def push_left(self, tree):
        while tree is not None:
            self.stack.append(tree)
            tree = tree.left

    def __iter__(self):
        return self

    def __next__(self):
        if not self.stack:
            raise StopIteration
        tree = self.stack.pop()
        self.push_left(tree.right)
        return tree.key


def insert(tree, key):
    if tree is None:
        return Tree(key, None, None)
    if key < tree.key:
        tree.left = insert(tree.left, key)
    else:
        tree.right = insert(tree.right, key)
    return tree


def entry_point(argv):
    print(list(Countdown(5)), tuple(Countdown(3)), list(Countdown(0)))
    print(sorted(Countdown(6)), sorted(Countdown(4), reverse=True))
    print(sum(Countdown(5)), sum(Countdown(5), 100), min(Countdown(7)), max(Countdown(7)))
    print(any(Countdown(1)), all(Countdown(3)), any(Countdown(0)), all(Countdown(0)))
    print(sorted(set(Countdown(4))))
    it = Countdown(6)
    print(any(it), list(it))
    it = Countdown(6)
    print(all(it), list(it))
    it = Countdown(10)
    print(7 in it, list(it))
    it = Countdown(3)
    print(42 in it, list(it))
    for i, x in enumerate(Countdown(3)):
        print("  enumerate", i, x)
    for x, tok in zip(Countdown(4), Tokens("12+3")):
        print("  zip", x, tok)
    tokens = list(Tokens("12 + 345*(6 - 78)"))
    print(tokens, len(tokens))
    print(" ".join(Tokens("1+2*33")), "|".join(Tokens("")))
    print("*" in Tokens("2*3"), "/" in Tokens("2*3"))
    print(sorted(Tokens("b a c"), key=lambda t: t), max(Tokens("10 9 100"), key=len))
    numbers = LinkedList()
    for v in [3, 1, 4, 1, 5, 9, 2, 6]:
        numbers.push(v)
    print(list(numbers), numbers.size, sum(numbers), max(numbers), min(numbers))
    print(sorted(numbers), 9 in numbers, 7 in numbers, tuple(numbers)[:3])
    print(list(numbers) == list(numbers), ",".join([str(v) for v in numbers]))
    root = None
    for key in [50, 30, 70, 20, 40, 60, 80, 35]:
        root = insert(root, key)
    print(list(InOrder(root)), sum(InOrder(root)), 60 in InOrder(root))
    walker = InOrder(root)
    print(35 in walker, list(walker))
    print(list(walker), sorted(InOrder(root), reverse=True)[:3])
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
