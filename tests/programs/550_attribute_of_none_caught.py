"""x.attr and x.attr = v on an instance that is None, caught as CPython catches them:
the AttributeError with CPython's message, by `except AttributeError` around a call
whose callee reads the attribute, and by `except Exception`/`except BaseException`
around the read itself (docs/runtime.md)."""


class Tok:
    def __init__(self, kind):
        self.kind = kind

    def show(self):
        return "<" + self.kind + ">"


class P:
    def __init__(self, toks):
        self.toks = toks
        self.pos = 0

    def peek(self):
        return self.toks[self.pos] if self.pos < len(self.toks) else None

    def parse(self):
        while self.peek().kind != ']':
            self.pos += 1
        return self.pos


def find(toks, k):
    for t in toks:
        if t.kind == k:
            return t
    return None


def parser_cases():
    try:
        print(P([Tok('['), Tok(']')]).parse())
        print(P([Tok('[')]).parse())
    except AttributeError as e:
        print("AttributeError", e)
    try:
        t = P([]).peek()
        print(t.kind)
    except AttributeError:
        print("caught 2")
    toks = [Tok("a"), Tok("b")]
    for k in ["a", "z"]:
        try:
            t = find(toks, k)
            print(t.show())
            t.kind = "q"
            print(t.kind)
        except Exception as e:
            print("caught 3", type(e).__name__, e)
    return 0


class Node:
    def __init__(self, value, nxt):
        self.value = value
        self.next = nxt


def build(n):
    head = None
    for i in range(n):
        head = Node(i, head)
    return head


def list_walk():
    node = build(3)
    total = 0
    while True:
        try:
            total += node.value
            node = node.next
        except Exception as e:
            print("end:", e, type(e).__name__)
            break
    print(total)
    n2 = build(2)
    try:
        n2.next.next.value = 5
    except BaseException as e:
        print("set:", e)
    return 0


def entry_point(argv):
    parser_cases()
    list_walk()
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
