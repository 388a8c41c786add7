"""Grid search with tuples as keys: a W x W maze of walls made by a linear congruential
generator is kept as a dict from (row, column) to its cell character; breadth-first
search from every corner finds the distance of each reachable cell (a dict keyed by
tuples and a set of visited tuples), then a greedy walk follows decreasing distances.
Prints the reachable counts, the farthest distances and checksums. Usage: gridsearch.py W."""


class Random:
    def __init__(self, seed):
        self.state = seed

    def below(self, n):
        self.state = (self.state * 1103515245 + 12345) % 2147483648
        return (self.state >> 8) % n


def make_grid(width, rng):
    grid = {}
    for r in range(width):
        for c in range(width):
            grid[(r, c)] = "#" if rng.below(100) < 28 else "."
    for corner in [(0, 0), (0, width - 1), (width - 1, 0), (width - 1, width - 1)]:
        grid[corner] = "."
    return grid


STEPS = [(0, 1), (1, 0), (0, -1), (-1, 0)]


def distances_from(grid, start):
    distance = {start: 0}
    frontier = [start]
    while frontier:
        following = []
        for cell in frontier:
            d = distance[cell] + 1
            r, c = cell
            for dr, dc in STEPS:
                neighbour = (r + dr, c + dc)
                if grid.get(neighbour, "#") == "." and neighbour not in distance:
                    distance[neighbour] = d
                    following.append(neighbour)
        frontier = following
    return distance


def walk_down(distance, start):
    """From start, step to a neighbour one closer until the source (distance 0)."""
    cell = start
    steps = 0
    visited = set()
    while distance[cell] > 0:
        visited.add(cell)
        r, c = cell
        for dr, dc in STEPS:
            neighbour = (r + dr, c + dc)
            if distance.get(neighbour, -1) == distance[cell] - 1:
                cell = neighbour
                break
        steps += 1
    return steps, len(visited)


def entry_point(argv):
    width = 100
    if len(argv) > 1:
        width = int(argv[1])
    grid = make_grid(width, Random(5))
    corners = [(0, 0), (0, width - 1), (width - 1, 0), (width - 1, width - 1)]
    for corner in corners:
        distance = distances_from(grid, corner)
        farthest = corner
        checksum = 0
        for cell, d in distance.items():
            checksum = (checksum * 31 + d * 7 + cell[0] * 3 + cell[1]) % 1000000007
            if d > distance[farthest]:
                farthest = cell
        steps, visited = walk_down(distance, farthest)
        print("from %s: %d reachable, farthest %s at %d, walk %d steps over %d cells, checksum %d"
              % (corner, len(distance), farthest, distance[farthest], steps, visited, checksum))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
