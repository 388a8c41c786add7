"""List comprehensions: mapping, filtering, nested loops, over strings and ranges."""


def entry_point(argv):
    squares = [i * i for i in range(10)]
    print(squares)
    evens = [x for x in squares if x % 2 == 0]
    print(evens)
    pairs = [(i, j) for i in range(3) for j in range(3) if i != j]
    print(pairs)
    words = "the quick brown fox".split()
    lengths = [len(w) for w in words]
    upper = [w.upper() for w in words if len(w) > 3]
    print(lengths, upper)
    chars = [c for c in "hello" if c != "l"]
    print(chars, "".join(chars))
    matrix = [[r * 3 + c for c in range(3)] for r in range(3)]
    print(matrix)
    transposed = [[matrix[r][c] for r in range(3)] for c in range(3)]
    print(transposed)
    flat = [x for row in matrix for x in row]
    print(flat, sum(flat))
    halves = [x / 2 for x in range(5)]
    print(halves)
    labels = ["even" if n % 2 == 0 else "odd" for n in range(5)]
    print(labels)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
