"""Word frequency count: normalisation, a dict of counts, sorting by (-count, word)."""

TEXT = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness,
it was the spring of hope, it was the winter of despair."""


def normalise(word):
    out = []
    for ch in word.lower():
        if ch.isalpha():
            out.append(ch)
    return "".join(out)


def count_words(text):
    counts = {}
    for raw in text.split():
        w = normalise(raw)
        if w:
            counts[w] = counts.get(w, 0) + 1
    return counts


def entry_point(argv):
    counts = count_words(TEXT)
    print("distinct", len(counts), "total", sum(counts.values()))
    ranked = [(-c, w) for w, c in counts.items()]
    ranked.sort()
    for negc, w in ranked[:8]:
        print("%-12s %3d %s" % (w, -negc, "*" * -negc))
    lines = TEXT.split("\n")
    print("lines", len(lines), "chars", len(TEXT), "longest line", max([len(l) for l in lines]))
    letters = {}
    for ch in TEXT.lower():
        if ch.isalpha():
            letters[ch] = letters.get(ch, 0) + 1
    top = sorted([(-n, ch) for ch, n in letters.items()])[:5]
    print("top letters", [ch for n, ch in top])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
