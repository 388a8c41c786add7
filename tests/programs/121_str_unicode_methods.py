"""Non-ASCII str methods: split/join, replace, strip, padding widths, case, predicates, partition."""


def show_split_join():
    print("α,β,,γ".split(","), "α,β,,γ".rsplit(",", 1), "α,β,,γ".split(",", 1))
    print(" ä ö\u3000 ü\u00a0é ".split(), "ä ö ü".rsplit(None, 1), "x→y→z".split("→"))
    print("ligne 1\u2028ligne 2\nligne 3".splitlines())
    words = ["naïve", "café", "日本", "😀"]
    joined = " → ".join(words)
    print(joined, len(joined), joined.split(" → ") == words)
    print("".join(["é", "è", "ê"]), "·".join(list("abc")), "-".join(list("héé")))
    chars = []
    for c in "žluťoučký":
        chars.append(c)
    print("".join(chars), "+".join(chars), len("".join(chars)))


def show_replace():
    s = "ça va, ça va bien"
    print(s.replace("a", "á"), s.replace("ça", "cela"), s.replace("ç", "c", 1))
    print("日本".replace("", "·"), "héé".replace("", "-", 2), s.replace("va", "").replace("  ", " "))
    print("😀😀😀".replace("😀", "x", 2), "abc".replace("b", "β"), "ééé".count("é"))


def show_strip():
    print("[" + "  ñ  ".strip() + "]", "[" + "\u3000ñ\u00a0".strip() + "]", "[" + "xxéxx".strip("x") + "]")
    print("[" + "éaé".strip("é") + "]", "[" + "→→ok←←".lstrip("→") + "]", "[" + "→→ok←←".rstrip("←") + "]")
    print("[" + "αβγαβ".strip("βα") + "]", "[" + "ààbàà".lstrip("à") + "]")
    print("préfixe-reste".removeprefix("préfixe-"), "reste.ünd".removesuffix(".ünd"))


def show_padding():
    print("[" + "é".ljust(5, "*") + "]", "[" + "über".center(9, "·") + "]", "[" + "ü".rjust(6, "→") + "]")
    print("[" + "日本".center(7) + "]", "[" + "日本".center(6, "＊") + "]", "[" + "naïve".ljust(3) + "]")
    print("[" + "-5".zfill(5) + "]", "[" + "é".zfill(4) + "]", "[" + "😀".center(5, "-") + "]")
    rows = [("café", 3), ("thé", 12), ("chocolat chaud", 7), ("日本茶", 150)]
    for name, price in rows:
        print("|" + name.ljust(16, ".") + str(price).rjust(5) + "|")


def show_case():
    print("straße".upper(), "ÉTÉ été".lower(), "élan vital".title(), "ñandú".capitalize())
    print("ΣΑΣ ΟΔΟΣ".lower(), "Füße".swapcase(), "ﬁsh".upper(), "ǅemal".lower())
    print("é".upper(), "É".lower(), "ß".upper(), len("ß".upper()), "İ".lower() == "i̇")


def show_predicates():
    print("é".isalpha(), "ñ1".isalnum(), "٣".isdigit(), "\u3000".isspace(), "É".isupper())
    print("éa".islower(), "日本".isalpha(), "😀".isalpha(), "١٢٣".isdigit(), "ÀB".isupper())
    print(int("٣٤"), int("１２"), int(" ٧ "), float("１.５"))
    for c in "aé1 ☺":
        print(repr(c), c.isalpha(), c.isdigit(), c.isspace(), c.isupper(), c.upper())


def show_partition():
    print("clé=valeur=ü".partition("="), "clé=valeur=ü".rpartition("="))
    print("日本→中国".partition("→"), "日本".partition("→"), "日本".rpartition("→"))
    print("éàè".partition("à"), "😀x😀".rpartition("😀"))


def show_operators():
    s = "é"
    c = "ü"
    print(s * 3, c * 2, s + c, c + s + c, 3 * "日", len(s * 10), len(c * 7))
    acc = ""
    for i in range(5):
        acc += chr(0x3B1 + i)
        acc = acc + "·"
    print(acc, len(acc), acc[-2], acc[::2])
    print("é" == "é", "é" != "e", "é" < "f", "é" > "z", "e" < "é", "€" > "é", "😀" > "€")
    print(min("é", "z", "ü"), max("é", "z", "ü"), min("éa", "éb"), max("aé", "aè"))


def entry_point(argv):
    show_split_join()
    show_replace()
    show_strip()
    show_padding()
    show_case()
    show_predicates()
    show_partition()
    show_operators()
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
