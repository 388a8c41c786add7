# expect: the subclass 330_exception_str_only_in_subclass.Detailed defines __str__ but 330_exception_str_only_in_subclass.Failure does not
# expect: 330_exception_str_only_in_subclass.py:26
"""print(e) of an exception caught as a class whose subclass alone defines __str__: the
text would be the message or the subclass's __str__ depending on the run-time class."""


class Failure(Exception):
    pass


class Detailed(Failure):
    def __str__(self):
        return "detailed"


def run(n):
    if n > 1:
        raise Detailed()
    raise Failure("plain")


def entry_point(argv):
    try:
        run(len(argv))
    except Failure as e:
        print(e)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
