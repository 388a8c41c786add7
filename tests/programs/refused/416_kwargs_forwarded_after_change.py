# expect: f(**kwargs) passes on the keywords a **kwargs parameter was called with, but this dict's keys may change
# expect: 416_kwargs_forwarded_after_change.py:13
"""f(**kwargs) of a **kwargs parameter whose keys the function changes first"""
import sys


def point(x, y, z=0):
    return x * 100 + y * 10 + z


def with_default_z(**kwargs):
    kwargs["z"] = 5
    return point(**kwargs)


def entry_point(argv):
    print(with_default_z(x=1, y=2))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
