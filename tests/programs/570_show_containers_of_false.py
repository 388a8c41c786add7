"""Containers whose items may be False (a function returning a dict, an instance or a str,
or False) shown whole: lists, dicts, tuples, nested lists, through print, str, repr,
f-strings and %s, each False item shown as False ("reprf" helpers)."""


class Node:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "Node(%r)" % self.name


def lookup(table, key):
    if key not in table:
        return False
    return table[key]


def first_node(nodes, name):
    for n in nodes:
        if n.name == name:
            return n
    return False


def word(words, i):
    return words[i] if i < len(words) else False


def entry_point(argv):
    table = {"a": {"x": 1}, "b": {}}
    results = [lookup(table, k) for k in "abc"]
    print(results, str(results), repr(results))
    print({k: lookup(table, k) for k in "ac"})
    print((lookup(table, "a"), lookup(table, "z")))
    nodes = [Node("n1")]
    print([first_node(nodes, n) for n in ["n1", "n2"]])
    print([word(["hi", ""], i) for i in range(3)])
    print(f"{results}", "%s" % (results,))
    nested = [[lookup(table, "z")], [lookup(table, "b")]]
    print(nested)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
