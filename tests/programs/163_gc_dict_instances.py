"""Dicts keyed and valued by instances (identity keys), rebuilt and resized while the
program allocates: keys, values and the dicts' tables must all survive collections."""


class Key(object):
    def __init__(self, n):
        self.n = n


class Value(object):
    def __init__(self, text):
        self.text = text


def entry_point(argv):
    keys = [Key(i) for i in range(2000)]
    d = {}
    for k in keys:
        d[k] = Value("v%d" % k.n)
    for round in range(5):
        for i in range(0, 2000, 3):
            d[keys[i]] = Value("r%d-%d" % (round, i))
        for i in range(0, 2000, 11):
            if keys[i] in d:
                del d[keys[i]]
        junk = {}
        for i in range(3000):
            junk[Key(i)] = Value(str(i))
        print(round, len(d), len(junk))
    total = 0
    for k in keys:
        if k in d:
            total += len(d[k].text)
    print(total, d[keys[1]].text, d[keys[3]].text)
    by_text = {}
    for k, v in d.items():
        by_text[v.text] = k
    print(len(by_text), by_text["r4-3"].n)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
