"""Builtins that read a whole zip(), enumerate() or reversed() iterator, as CPython 3.11
gives them: sorted() (with reverse=), min(), max(), sum(), any(), all(), tuple(), set()
and frozenset() of zip() and enumerate(), and min(), max(), sum(), any(), all() of
reversed(); the pairs compared item by item (the classic `max(zip(scores, names))`)."""
import sys


def entry_point(argv):
    scores = [72, 95, 88, 95]
    names = ["ann", "bob", "cy", "dee"]
    print(max(zip(scores, names)), min(zip(scores, names)))
    print(sorted(zip(scores, names)))
    print(sorted(zip(scores, names), reverse=True)[:2])
    best_index, best = max(enumerate(scores))
    print(best_index, best, min(enumerate(scores)))
    print(sorted(enumerate("cab"), reverse=True))
    print(tuple(zip(names, scores)), tuple(enumerate("ab")))
    print(sorted(set(zip(scores, scores))), len(frozenset(zip(names, names))))
    print(sum(reversed(scores)), max(reversed(names)), min(reversed("hello")))
    print(any(reversed([0, 0, 1])), all(reversed([1, 2, 0])), all(reversed([])))
    print(max(zip([1, 1], ["b", "a"])), min(zip("ab", [2, 1])))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
