# expect: key=
# expect: 027_sort_with_key.py:8
"""list.sort(key=...) takes a function value; refused."""


def entry_point(argv):
    words = ["bb", "a", "ccc"]
    words.sort(key=len)
    print(words)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
