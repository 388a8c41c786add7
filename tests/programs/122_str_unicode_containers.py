"""Non-ASCII strs and chars in formatting, repr, sorting, lists, dicts and dict-as-set membership."""


def show_formatting():
    s = "né"
    c = "ü"
    print("[%-6s][%6s][%.1s][%c][%c][%5c][%-3c]" % (s, "日本", "éèê", c, 0x263A, "ß", "é"))
    print("[%s][%r][%a][%c]" % ("é", "é", "é", 0x1F600))
    print(f"[{s:>8}][{s:*^9}][{c:^5}][{c!r}][{s:.1}][{'日本語':<5}][{c}]")
    print("[{:^7}][{:c}][{!r:>6}][{:>4}]".format("ñ", 233, "é", c))
    print(f"{0x263A:c}", f"{'é':>3}", f"{'😀':-^5}", f"{0x1F600:>3c}")
    width = 7
    print(f"[{'αβγ':{width}}][{'αβγ':>{width}}]", "%*s|" % (5, "é"), "%-*s|" % (4, "☺"))


def show_repr():
    print(repr("é\n\t"), repr("\x85"), repr("☺"), repr("\u200b"), repr("l'été"), repr("日本"))
    print("{!a}".format("日本"), "%a" % "😀", "{!a}".format("é"), repr("😀"), repr("a\u00a0b"))
    print(["é", "naïve", "日本", "😀"], ("é", "ü"), {"é": 1, "ñ": 2}, list("héllo"))
    print(str(["\t", "é\n"]), repr(["x'é", 'y"ü']))


def show_sorting():
    words = ["zèbre", "apple", "éclair", "Zoo", "être", "ôter", "eagle", "日本", "😀", "ß", "e"]
    print(sorted(words))
    print(sorted(words, reverse=True))
    letters = list("héllo wörld")
    letters.sort()
    print(letters, min(letters), max(letters))
    pairs = [("é", 2), ("e", 3), ("é", 1), ("ê", 0), ("f", 9)]
    pairs.sort()
    print(pairs)
    chars = []
    for c in "ça bouge à l'été":
        chars.append(c)
    chars.sort(reverse=True)
    print("".join(chars))


def count_chars(text):
    counts = {}
    for c in text:
        counts[c] = counts.get(c, 0) + 1
    return counts


def show_dicts():
    text = "l'été à Noël, ça gèle; déjà vu, naïve café"
    counts = count_chars(text)
    print(len(counts), counts["é"], counts.get("ë", 0), counts.get("z", 0), "ç" in counts)
    ranked = []
    for c, n in counts.items():
        ranked.append((-n, c))
    ranked.sort()
    line = ""
    for n, c in ranked[:8]:
        line += c + "=" + str(-n) + " "
    print(line)
    print(counts)
    # a dict used as a set of chars
    seen = {}
    order = ""
    for c in text:
        if c not in seen:
            seen[c] = True
            order += c
    print(len(seen), order, list(seen) == list(order))
    accents = {}
    for c in "éèêëàâîïôûüç":
        accents[c] = c.upper()
    out = ""
    for c in text:
        out += accents.get(c, c)
    print(out)
    vowels = ["a", "e", "é", "è", "i", "o", "u"]
    n = 0
    for c in text:
        if c in vowels:
            n += 1
    print(n, vowels.index("é"), vowels.count("è"), "ê" in vowels)
    by_first = {}
    for w in ["été", "éclair", "année", "âme", "être", "arbre"]:
        first = w[0]
        if first not in by_first:
            by_first[first] = []
        by_first[first].append(w)
    print(by_first)


def show_char_lists():
    chars = ["é", "a", "☺", "😀"]
    chars.append("ü")
    chars.insert(0, chr(0x3A9))
    print(chars, len(chars), chars[-1], chars.pop(), chars)
    codes = [ord(c) for c in chars]
    print(codes, "".join([chr(x + 1) for x in codes]))
    rev = list(reversed("ﬁnal ☺"))
    print(rev, "".join(rev))
    grid = [["·"] * 3 for i in range(2)]
    grid[1][2] = "█"
    for row in grid:
        print("".join(row))


def entry_point(argv):
    show_formatting()
    show_repr()
    show_sorting()
    show_dicts()
    show_char_lists()
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
