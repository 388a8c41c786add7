"""str methods as function values: str.lower as a sort key, str.strip in map(), str.isalpha in filter(), str.upper as a min() key, and str.join(sep, items) called through the class."""


def entry_point(argv):
    words = ["banana", "Apple", "cherry", "apple", "  date "]
    print(sorted(words, key=str.lower), max(words, key=str.strip), min(words, key=str.upper))
    print(list(map(str.strip, words)), list(map(str.upper, words[:2])), str.lower("ABC"))
    print(list(filter(str.isalpha, ["ab", "a1", "", "xyz"])), str.join("-", ["a", "b"]))
    words.sort(key=str.swapcase)
    print(words, [str.title(w) for w in words], str.replace("aXa", "X", "-"))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
