# expect: except defaults that are numbers, bools or None
# expect: 285_closures_str_defaults.py:17
"""Functions of one variable called with an argument omitted whose defaults are strs:
only numbers, bools and None are chosen by the call among the functions (not built yet)."""


def make_greeter(greeting):
    def greet(name, punctuation="!!"):
        return greeting + ", " + name + punctuation

    return greet


def entry_point(argv):
    fs = [make_greeter("Hello"), lambda name, punctuation="??": name + punctuation]
    for f in fs:
        print(f("ann"))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
