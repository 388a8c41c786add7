"""Generators that are methods: neighbours of a grid cell (self read in the body), a
method overridden by generators in subclasses (objects of both meet in one variable),
a recursive tree walk through `yield from` of the children's generators."""


class Grid:
    def __init__(self, w, h, walls):
        self.w = w
        self.h = h
        self.walls = walls

    def neighbours(self, x, y):
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nx = x + dx
            ny = y + dy
            if 0 <= nx < self.w and 0 <= ny < self.h and (nx, ny) not in self.walls:
                yield (nx, ny)

    def bfs(self, start, goal):
        dist = {start: 0}
        frontier = [start]
        while frontier:
            nxt = []
            for x, y in frontier:
                for p in self.neighbours(x, y):
                    if p not in dist:
                        dist[p] = dist[(x, y)] + 1
                        nxt.append(p)
            frontier = nxt
        return dist.get(goal, -1)


class Piece:
    def __init__(self, name):
        self.name = name

    def moves(self):
        yield self.name + " stays"


class Knight(Piece):
    def moves(self):
        for d in (1, 2):
            yield self.name + " jumps " + str(d)


class Rook(Piece):
    def moves(self):
        yield self.name + " slides"
        yield from Piece.moves(self)


class Tree:
    def __init__(self, value, children):
        self.value = value
        self.children = children

    def walk(self):
        yield self.value
        for c in self.children:
            yield from c.walk()

    def leaves(self):
        if not self.children:
            yield self.value
            return
        for c in self.children:
            for leaf in c.leaves():
                yield leaf


def entry_point(argv):
    g = Grid(4, 3, [(1, 0), (1, 1)])
    print(list(g.neighbours(0, 0)))
    print(sorted(g.neighbours(2, 1)))
    print(g.bfs((0, 0), (3, 0)), g.bfs((0, 0), (1, 0)))
    for p in [Piece("pawn"), Knight("knight"), Rook("rook")]:
        for m in p.moves():
            print(m)
    t = Tree(1, [Tree(2, [Tree(4, []), Tree(5, [])]), Tree(3, [Tree(6, [])])])
    print(list(t.walk()))
    print(list(t.leaves()), sum(t.walk()), max(t.leaves()))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
