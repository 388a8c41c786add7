"""Word count: a text of N words drawn by a linear congruential generator from a
vocabulary (some words capitalised, some followed by punctuation), split into lines and
words, normalised (lower case, punctuation stripped) and counted in a dict; prints the
number of distinct words and the 25 most frequent with their counts.
Usage: wordcount.py N."""

SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "ze", "pa", "do", "gu"]
PUNCTUATION = ".,;:!?"


class Random:
    def __init__(self, seed):
        self.state = seed

    def below(self, n):
        self.state = (self.state * 1103515245 + 12345) % 2147483648
        return (self.state >> 8) % n


def vocabulary(size, rng):
    words = []
    seen = {}
    while len(words) < size:
        parts = []
        for i in range(1 + rng.below(4)):
            parts.append(SYLLABLES[rng.below(len(SYLLABLES))])
        word = "".join(parts)
        if word not in seen:
            seen[word] = True
            words.append(word)
    return words


def make_text(n, rng):
    words = vocabulary(3000, rng)
    lines = []
    line = []
    for i in range(n):
        # a Zipf-like choice: small indices are frequent
        w = words[rng.below(1 + rng.below(len(words)))]
        r = rng.below(20)
        if r == 0:
            w = w.capitalize()
        elif r == 1:
            w = w + PUNCTUATION[rng.below(len(PUNCTUATION))]
        line.append(w)
        if len(line) == 12:
            lines.append(" ".join(line))
            line = []
    lines.append(" ".join(line))
    return "\n".join(lines)


def count_words(text):
    counts = {}
    for line in text.split("\n"):
        for word in line.split():
            word = word.strip(PUNCTUATION).lower()
            if word:
                counts[word] = counts.get(word, 0) + 1
    return counts


def entry_point(argv):
    n = 100000
    if len(argv) > 1:
        n = int(argv[1])
    text = make_text(n, Random(7))
    counts = count_words(text)
    ranked = []
    for word, count in counts.items():
        ranked.append((-count, word))
    ranked.sort()
    print("%d words, %d distinct" % (n, len(counts)))
    for negative, word in ranked[:25]:
        print("%-12s %d" % (word, -negative))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
