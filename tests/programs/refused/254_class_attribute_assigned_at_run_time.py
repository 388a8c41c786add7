# expect: cannot set attribute 'count' of class 254_class_attribute_assigned_at_run_time.Counter: class attributes assigned at run time are not supported
# expect: 254_class_attribute_assigned_at_run_time.py:11
"""A class attribute assigned at run time (a counter of instances kept on the class, read
through instances and through the class)."""


class Counter(object):
    count = 0

    def __init__(self):
        Counter.count += 1
        self.id = Counter.count


def entry_point(argv):
    a = Counter()
    b = Counter()
    print(a.id, b.id, Counter.count, a.count)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
