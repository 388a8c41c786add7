# expect: calls with **kwargs are not supported
# expect: 012_kwargs_call.py:12
"""Calling with **mapping."""


def point(x, y):
    return x * 10 + y


def entry_point(argv):
    args = {"x": 1, "y": 2}
    print(point(**args))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
