"""Letter frequencies with a list of 26 counters; a horizontal bar chart and vowel ratio."""

TEXT = ("Pack my box with five dozen liquor jugs. The five boxing wizards jump quickly. "
        "How vexingly quick daft zebras jump!")


def entry_point(argv):
    counts = [0] * 26
    for ch in TEXT.lower():
        k = ord(ch) - ord("a")
        if 0 <= k < 26:
            counts[k] += 1
    total = sum(counts)
    print("letters", total, "pangram", min(counts) > 0)
    peak = max(counts)
    for k in range(26):
        if counts[k] >= 4:
            bar = "#" * (counts[k] * 30 // peak)
            print("%s %2d %s" % (chr(ord("a") + k), counts[k], bar))
    vowels = 0
    for v in "aeiou":
        vowels += counts[ord(v) - ord("a")]
    print("vowel ratio %.4f" % (vowels / total))
    rare = [chr(ord("a") + k) for k in range(26) if counts[k] == 3]
    print("exactly three:", "".join(rare))
    print(counts)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
