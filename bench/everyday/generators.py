"""Generators everywhere: grid neighbours yielded per cell (a for loop over a generator
per cell), an infinite count/evens/take pipeline drained by sum(), recursive permutations
through nested generators, and a tokenizer generator consumed by next(). Prints a
checksum. Usage: generators.py ROUNDS."""


def neighbours(x, y, w, h):
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        nx = x + dx
        ny = y + dy
        if 0 <= nx < w and 0 <= ny < h:
            yield nx * h + ny


def count_from(n):
    while True:
        yield n
        n += 1


def evens(source):
    for x in source:
        if x % 2 == 0:
            yield x


def take(n, source):
    for x in source:
        if n == 0:
            return
        n -= 1
        yield x


def permutations(items):
    if len(items) <= 1:
        yield items
        return
    for i in range(len(items)):
        rest = items[:i] + items[i + 1:]
        for p in permutations(rest):
            yield [items[i]] + p


def tokens(text):
    i = 0
    while i < len(text):
        if text[i].isdigit():
            j = i
            while j < len(text) and text[j].isdigit():
                j += 1
            yield int(text[i:j])
            i = j
        else:
            i += 1


def entry_point(argv):
    rounds = int(argv[1]) if len(argv) > 1 else 10
    total = 0
    text = " ".join([str(i * 7) for i in range(2000)])
    for r in range(rounds):
        for x in range(200):
            for y in range(200):
                for n in neighbours(x, y, 200, 200):
                    total += n & 7
        total += sum(take(100000, evens(count_from(r))))
        for p in permutations([1, 2, 3, 4, 5, 6, 7]):
            total += p[0]
        source = tokens(text)
        value = next(source, -1)
        while value >= 0:
            total += value % 13
            value = next(source, -1)
    print(total)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
