"""Lists, dicts and sets that meet None on one path (`x is None` narrowing it) and reach
isinstance() in functions specialised per call site: whether the None arrives before or
after the container, the branch where the value is None is annotated alike."""
from rlib.objectmodel import specialize


def copied_list(x):
    return x[:]


def copied_dict(x):
    return x.copy()


def copied_set(x):
    return x.copy()


@specialize.call_location()
def same_or_copy(x, copy):
    if x is None:
        return x
    return copy(x)


@specialize.call_location()
def kind(x):
    if isinstance(x, list):
        return len(x)
    if isinstance(x, dict):
        return -len(x)
    if isinstance(x, set):
        return 100 + len(x)
    if x is None:
        return 0
    return 1


def entry_point(argv):
    words = ["a", "b"] * len(argv)
    counts = {"a": len(argv)}
    seen = {len(argv), 7}
    total = kind(same_or_copy(words, copied_list)) + kind(same_or_copy(counts, copied_dict))
    total += kind(same_or_copy(seen, copied_set)) + kind(words) + kind(counts)
    print(total)
    return 0


def target(*args):
    return entry_point, None
