# expect: **kwargs parameters are not supported
# expect: 011_kwargs_parameter.py:6
"""A **kwargs parameter."""


def configure(name, **options):
    return len(options)


def entry_point(argv):
    print(configure("x"))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
