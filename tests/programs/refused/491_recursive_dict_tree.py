# expect: a dict that holds containers of its own kind (a recursive type
# expect: 491_recursive_dict_tree.py:12
"""A trie of nested dicts: each dict's values are dicts of the same kind, a recursive
type. Refused where the tree is walked down (the translator crashed on it before)."""
import sys


def insert(node, word):
    for ch in word:
        if ch not in node:
            node[ch] = {}
        node = node[ch]
    node["$"] = {}


def entry_point(argv):
    trie = {}
    for w in ["car", "cat", "dog"]:
        insert(trie, w)
    print(sorted(trie), trie)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
