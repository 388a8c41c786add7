# expect: attribute 'content' of class 003_attribute_two_types.Box
"""An attribute is set to an int in one place and to a str in another."""


class Box:
    def __init__(self):
        self.content = 0


def entry_point(argv):
    b = Box()
    b.content = "text"
    print(b.content)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
