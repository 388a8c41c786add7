"""Towers of Hanoi: recursive moves recorded in a list of tuples, pegs as lists."""


def hanoi(n, src, dst, via, moves):
    if n == 0:
        return
    hanoi(n - 1, src, via, dst, moves)
    moves.append((n, src, dst))
    hanoi(n - 1, via, dst, src, moves)


def simulate(n, moves):
    pegs = [[], [], []]
    for d in range(n, 0, -1):
        pegs[0].append(d)
    for disk, src, dst in moves:
        top = pegs[src].pop()
        if top != disk:
            return False
        if pegs[dst] and pegs[dst][-1] < disk:
            return False
        pegs[dst].append(disk)
    return len(pegs[2]) == n


def entry_point(argv):
    moves = []
    hanoi(3, 0, 2, 1, moves)
    for disk, src, dst in moves:
        print("move disk %d from %d to %d" % (disk, src, dst))
    for n in range(1, 11):
        m = []
        hanoi(n, 0, 2, 1, m)
        print(n, "disks:", len(m), "moves, valid:", simulate(n, m))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
