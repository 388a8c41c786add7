"""dict.update in every form programs use: another dict, a list of pairs, dict(zip()), a
generator of pairs, a Counter, keywords (str keys), a dict and keywords together; the order of the
keys (existing keys keep their place, new ones come last, a repeated key's last value
wins) as CPython's."""


from collections import Counter


def settings(**overrides):
    config = {"debug": 0, "level": 1}
    config.update(overrides)
    return config


def entry_point(argv):
    d = {"a": 1, "b": 2}
    d.update({"c": 3, "a": 10})
    print(d)
    d.update([("d", 4), ("b", 20), ("d", 40)])
    print(d)
    d.update(dict(zip(["e", "f"], [5, 6])))
    print(d)
    d.update((k * 2, len(k)) for k in ["x", "yy"])
    print(d)
    d.update(g=7, a=100)
    print(d)
    d.update({"h": 8}, i=9, h=80)
    print(d)
    d.update()
    d.update([])
    print(len(d), list(d)[:3], list(d)[-3:])
    scores = {}
    for name, points in [("ann", 3), ("bob", 5), ("ann", 4)]:
        scores.update({name: scores.get(name, 0) + points})
    print(scores)
    print(settings(), settings(debug=1, verbose=2))
    words = {1: "one"}
    words.update(dict(enumerate(["zero", "uno", "two"])))
    words.update([(i * 10, w) for i, w in enumerate(["ten", "twenty"])])
    print(words)
    letters = {"z": 0, "a": 100}
    letters.update(Counter("abracadabra"))
    print(letters)
    both = {"k": 1}
    both.update([("x", 1), ("y", 2)], z=3)
    print(both)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
