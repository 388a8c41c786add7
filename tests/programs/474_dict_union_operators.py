"""Python 3.9's dict union: `d | e` makes a new dict (the right side's values win, keys in
first-seen order), `d |= e` updates d in place; also with dicts whose value types meet
(ints and floats) and with `{**a, **b}` for comparison."""
import sys


def merged_settings(defaults, overrides):
    return defaults | overrides


def entry_point(argv):
    defaults = {"width": 80, "height": 24, "depth": 1}
    user = {"height": 40, "colour": 256}
    both = merged_settings(defaults, user)
    print(both, defaults, user, both == {**defaults, **user})
    print(user | defaults, {} | user, user | {})
    defaults |= {"depth": len(argv) + 7, "title": 0}
    print(defaults)
    scores = {"a": 1, "b": 2}
    scores |= {"b": 2.5}
    print(scores, {"x": 1} | {"y": 0.5})
    counts = {}
    for word in "one two one three two one".split():
        counts |= {word: counts.get(word, 0) + 1}
    print(counts, sorted(counts, key=counts.get))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
