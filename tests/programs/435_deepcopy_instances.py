"""copy.deepcopy(): trees with parent links (the memo keeps a copied node's parent the copied root), a game grid of lists, dicts of instances, tuples holding lists and sets, a list holding one inner list twice (copied once), cycles between instances, a class with __deepcopy__ of its own (given a memo dict it passes on), and copy.copy()/deepcopy() of deque, defaultdict and Counter."""
import copy
import sys
from collections import deque, defaultdict, Counter


class Node:
    def __init__(self, name):
        self.name = name
        self.children = []
        self.parent = None
        self.weight = 1.5


class Piece:
    def __init__(self, kind, cells):
        self.kind = kind
        self.cells = cells


class Grid:
    def __init__(self, w, h):
        self.rows = [[0] * w for _ in range(h)]
        self.pieces = {"a": Piece("L", [(0, 0), (0, 1)])}
        self.history = [(1, [2, 3])]
        self.seen = {1, 2}


class Smart:
    def __init__(self, data):
        self.data = data

    def __deepcopy__(self, memo):
        print("Smart.__deepcopy__", memo is None)
        return Smart(copy.deepcopy(self.data, memo))


def entry_point(argv):
    root = Node("root")
    for i in range(3):
        child = Node("c%d" % i)
        child.parent = root
        root.children.append(child)
    twin = copy.deepcopy(root)
    twin.children[0].name = "changed"
    print(root.children[0].name, twin.children[0].name)
    print(twin.children[1].parent is twin, twin.children[1].parent is root)
    print(twin is root, len(twin.children), twin.weight)
    g = Grid(3, 2)
    h = copy.deepcopy(g)
    h.rows[0][0] = 7
    h.pieces["a"].cells.append((5, 5))
    h.history[0][1].append(4)
    print(g.rows, h.rows)
    print(g.pieces["a"].cells, h.pieces["a"].cells, h.pieces["a"].kind)
    print(g.history, h.history, h.seen)
    inner = [1, 2]
    outer = [inner, inner]
    c = copy.deepcopy(outer)
    c[0].append(3)
    print(outer, c, c[0] is c[1])
    nested = {"x": [[1], [2]], "y": []}
    d = copy.deepcopy(nested)
    d["x"][0].append(9)
    print(nested, d)
    s = Smart([1, 2])
    t = copy.deepcopy(s)
    t.data.append(3)
    print(s.data, t.data)
    nodes = [Node("a"), Node("b")]
    nodes[0].children.append(nodes[1])
    nodes[1].children.append(nodes[0])
    cp = copy.deepcopy(nodes)
    print(cp[0].children[0] is cp[1], cp[1].children[0] is cp[0], cp[0] is nodes[0])
    q = deque([1, 2])
    r = copy.copy(q)
    r.append(3)
    q = copy.copy(r)
    q.popleft()
    print(q, r)
    d = defaultdict(list)
    d["a"].append(1)
    e = copy.copy(d)
    e["b"].append(2)
    e["a"].append(5)
    print(d, e)
    c = Counter("abca")
    c2 = copy.deepcopy(c)
    c2["z"] += 4
    print(c, c2)
    dd = copy.deepcopy(d)
    dd["a"].append(7)
    print(d, dd)
    qq = copy.deepcopy(deque([[1], [2]]))
    qq[0].append(0)
    print(qq)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
