# expect: attribute 'tag' of class 315_class_attribute_through_type_set_on_instances.A or a subclass is also set on instances: reading it through the class is not supported yet
# expect: 315_class_attribute_through_type_set_on_instances.py:26
"""A class attribute read through type(x) (a class known only at run time) whose name is
also assigned on instances: the translated instances keep it in a field of their own, so
the class-level values are not in the vtable to read."""

import sys


class A(object):
    tag = "a"

    def __init__(self, v):
        self.v = v
        self.tag = "inst"


class B(A):
    tag = "b"


def entry_point(argv):
    a = A(1)
    if len(argv) > 3:
        a = B(2)
    print(type(a).tag, a.tag)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
