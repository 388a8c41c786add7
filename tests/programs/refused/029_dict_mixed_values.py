# expect: cannot unify
# expect: 029_dict_mixed_values.py:8
"""One dict gets int and str values."""


def entry_point(argv):
    d = {"a": 1}
    d["b"] = "two"
    print(len(d))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
