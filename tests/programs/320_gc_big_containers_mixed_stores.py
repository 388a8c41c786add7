"""Big long-lived containers (tables and items blocks with cards) stored into while
collections happen: a dict of str keys to ints counted in place (no write barrier for a
number), a dict of ints to new instances (a barrier for each), a set of ints and a set of
strs made on the fly, a list of new instances appended item by item past thousands of
items (a card marked once per 128 items), and lists and dicts grown until their replaced
blocks die young; every value read back after more garbage is made."""


class Item(object):
    def __init__(self, n):
        self.n = n
        self.tag = "i%d" % n


def churn(n):
    last = None
    for i in range(n):
        last = Item(i)
    return last.n


def kmer_counts(text, k):
    counts = {}
    for i in range(len(text) - k + 1):
        key = text[i:i + k]
        counts[key] = counts.get(key, 0) + 1
    return counts


def make_text(n):
    letters = "ACGT"
    chars = []
    state = 7
    for i in range(n):
        state = (state * 1103515245 + 12345) % 2147483648
        chars.append(letters[(state >> 16) % 4])
    return "".join(chars)


def entry_point(argv):
    text = make_text(20000)
    counts = kmer_counts(text, 3)
    churn(30000)
    # Counted again in place: every store is an int into an old carded table.
    for i in range(len(text) - 2):
        counts[text[i:i + 3]] += 1
    churn(30000)
    print(len(counts), sum(counts.values()), counts["ACG"], counts["TTT"])

    objects = {}
    for i in range(3000):
        objects[i] = Item(i)
    churn(20000)
    for round in range(4):
        for i in range(0, 3000, 7):
            objects[i] = Item(i * 10 + round)
        churn(10000)
    print(sum(v.n for v in objects.values()), objects[7].tag, objects[2999].tag)

    numbers = set()
    words = set()
    for i in range(6000):
        numbers.add(i * 3 % 5003)
        words.add("w%d" % (i % 2500))
        if i % 1000 == 0:
            churn(5000)
    print(len(numbers), len(words), 4999 in numbers, "w2499" in words, "w2500" in words)

    big = []
    for i in range(5000):
        big.append(Item(i))
        if i % 600 == 0:
            churn(4000)
    churn(20000)
    print(len(big), sum(x.n for x in big), big[0].tag, big[4999].tag, big[2560].tag)

    grown = []
    table = {}
    for i in range(20000):
        grown.append(Item(i))
        table["k%d" % i] = grown[-1]
    churn(20000)
    total = 0
    for i in range(0, 20000, 97):
        total += table["k%d" % i].n + grown[i].n
    print(len(grown), len(table), total, table["k19999"].tag)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
