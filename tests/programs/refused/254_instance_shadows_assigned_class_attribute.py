# expect: setting attribute 'count' on an instance of 254_instance_shadows_assigned_class_attribute.Counter, whose class attribute of that name is assigned at run time, is not supported
# expect: 254_instance_shadows_assigned_class_attribute.py:17
"""An instance attribute shadowing a class attribute that is assigned at run time."""


class Counter(object):
    count = 0


def bump():
    Counter.count += 1


def entry_point(argv):
    c = Counter()
    bump()
    c.count = 5
    print(c.count, Counter.count)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
