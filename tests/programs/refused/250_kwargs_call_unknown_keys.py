# expect: f(**d) is supported only when d is a dict display with constant str keys
# expect: 250_kwargs_call_unknown_keys.py:12
"""Calling with **mapping whose keys are not known at translation time (a dict passed
in)."""


def point(x, y):
    return x * 10 + y


def call_with(args):
    return point(**args)


def entry_point(argv):
    print(call_with({"x": 1, "y": 2}))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
