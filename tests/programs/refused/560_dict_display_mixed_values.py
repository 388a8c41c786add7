# expect: a dict holds values of one type, but the value of key str:'qty' in this dict display is nonneg int
def make_item(name, qty):
    return {"name": name, "qty": qty}


def entry_point(argv):
    item = make_item("lamp", 2)
    print(item["name"])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
