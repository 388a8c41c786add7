"""sys.stdin.readline(), sys.stdin.read(n) and sys.stdin.read() over the program's input (202_stdin_read.stdin, UTF-8 with \r\n line ends), then a matrix parsed from the rest."""
import sys


def entry_point(argv):
    header = sys.stdin.readline()
    print(repr(header))
    dims = sys.stdin.readline().split()
    rows = int(dims[0])
    cols = int(dims[1])
    print(rows, cols)
    print(repr(sys.stdin.read(5)))
    print(repr(sys.stdin.readline()))
    rest = sys.stdin.read()
    print(len(rest), repr(rest[:30]))
    matrix = []
    for line in rest.splitlines():
        if line.strip() == "":
            continue
        matrix.append([int(x) for x in line.split()])
    print(matrix)
    for r in range(len(matrix)):
        print(sum(matrix[r]), max(matrix[r]))
    print(repr(sys.stdin.read()), repr(sys.stdin.readline()))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
