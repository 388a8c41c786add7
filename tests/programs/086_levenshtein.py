"""Edit distance (Levenshtein) with two rolling rows, and a closest-word spelling suggester."""

WORDS = ["apple", "apply", "ample", "maple", "angle", "ankle", "candle", "handle", "example"]


def distance(a, b):
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
        prev = cur
    return prev[len(b)]


def suggest(word):
    best = []
    best_d = 1000
    for w in WORDS:
        d = distance(word, w)
        if d < best_d:
            best_d = d
            best = [w]
        elif d == best_d:
            best.append(w)
    return best_d, best


def entry_point(argv):
    pairs = [("kitten", "sitting"), ("flaw", "lawn"), ("", "abc"), ("same", "same"), ("abc", "")]
    for a, b in pairs:
        print(repr(a), repr(b), distance(a, b))
    for w in ["appel", "handel", "exampel", "xyz", "angel"]:
        d, ws = suggest(w)
        print(w, "->", ws, d)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
