# expect: cannot unify
# expect: 002_list_int_and_str.py:8
"""One list receives an int and a str."""


def entry_point(argv):
    items = [1, 2, 3]
    items.append("four")
    print(len(items))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
