"""sys.stdin as a file: `for line in sys.stdin` over the program's input (200_stdin_lines.stdin), with words counted and numbers summed, then readline() and read() at the end of input."""
import sys


def entry_point(argv):
    counts = {}
    total = 0
    lines = 0
    for line in sys.stdin:
        lines += 1
        stripped = line.rstrip("\n")
        print(lines, repr(stripped), len(line))
        for word in stripped.split():
            if word.isdigit():
                total += int(word)
            else:
                counts[word] = counts.get(word, 0) + 1
    print("lines:", lines, "total:", total)
    for word in sorted(counts):
        print(word, counts[word])
    print(repr(sys.stdin.readline()), repr(sys.stdin.read()))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
