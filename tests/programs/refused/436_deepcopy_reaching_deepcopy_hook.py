# expect: reaches instances of 436_deepcopy_reaching_deepcopy_hook.Smart, whose __deepcopy__ is only called on the object deepcopy() is given
"""copy.deepcopy() of a list of instances whose class defines __deepcopy__: the translated deep copy copies what it reaches field by field and calls the hook only on the object it is given."""
import copy
import sys


class Smart:
    def __init__(self, data):
        self.data = data

    def __deepcopy__(self, memo):
        return Smart(self.data[:])


def entry_point(argv):
    items = [Smart([1]), Smart([2])]
    other = copy.deepcopy(items)
    print(len(other))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
