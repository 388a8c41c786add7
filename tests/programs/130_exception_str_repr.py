"""str() and repr() of exception instances as CPython shows them: repr is the class name
and the argument's repr (quoted for a str), KeyError's str is its key's repr, exceptions
in containers and in messages, runtime-raised ones (list.index names the missing item)."""


class AppError(Exception):
    pass


class NotFound(AppError):
    pass


class Code:
    def __init__(self, n):
        self.n = n

    def __repr__(self):
        return "Code(%d)" % self.n

    def __str__(self):
        return "code %d" % self.n


def fail(kind, text):
    if kind == 0:
        raise ValueError(text)
    if kind == 1:
        raise KeyError(text)
    if kind == 2:
        raise NotFound(text)
    if kind == 3:
        raise IndexError()
    raise AppError(len(text))


def show(e):
    print("str=[%s] repr=[%r] f=[%s|%r]" % (e, e, f"{e}", f"{e!r}"))


def maybe(flag):
    if flag:
        return "text"
    return None


def entry_point(argv):
    for kind in range(5):
        try:
            fail(kind, "it's")
        except Exception as e:
            show(e)
    d = {"a": 1}
    try:
        d["missing"]
    except KeyError as e:
        show(e)
    try:
        {}.popitem()
    except KeyError as e:
        show(e)
    values = [1, 2]
    try:
        values[5]
    except IndexError as e:
        show(e)
    try:
        int("x1")
    except ValueError as e:
        show(e)
    show(ValueError(42))
    show(ValueError(2.5))
    show(ValueError([1, 2]))
    show(ValueError(Code(7)))
    show(KeyError(3))
    show(ValueError(maybe(True)))
    show(ValueError(maybe(False)))
    show(ValueError(""))
    show(AppError(KeyError("k")))
    pairs = {(1, "a"): 1.5}
    try:
        pairs[(3, "it's")]
    except KeyError as e:
        show(e)
    growing = [1, 2]
    growing.append(3)
    try:
        growing.index(42)
    except ValueError as e:
        show(e)
    try:
        ["a", "b"].index("it's")
    except ValueError as e:
        show(e)
    try:
        [1.5, 2.5].index(0.1)
    except ValueError as e:
        show(e)
    errors = [ValueError("v"), KeyError("k"), NotFound("n"), IndexError()]
    print(errors, (errors[0], None), {"e": errors[1]})
    print(str(errors), repr(errors[2]))
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
