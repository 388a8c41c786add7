"""**kwargs parameters only passed on (f(*args, **kwargs)) with keywords of several types in one call (ints, strs, floats, bools, a function or None): each keeps its own type, through a decorator's wrapper too"""
import sys


def make_point(x, y, z=0, label="p", scale=1.5):
    return "%s(%d, %d, %d) x%r" % (label, x, y, z, scale)


def forward(*args, **kwargs):
    return make_point(*args, **kwargs)


def logged(func):
    def wrapper(*args, **kwargs):
        print("calling", func.__name__)
        return func(*args, **kwargs)
    return wrapper


@logged
def greet(name, greeting="Hello", times=1, loud=False):
    text = ("%s, %s!" % (greeting, name)) * times
    return text.upper() if loud else text


def handler(a, on_done=None, tag=None):
    if on_done is not None:
        return on_done(a) + (tag or "")
    return "none"


def dispatch(**kw):
    return handler(3, **kw)


def show(n):
    return "<%d>" % n


def entry_point(argv):
    print(forward(1, 2))
    print(forward(1, y=2, label="q"))
    print(forward(x=4, y=5, z=6, label="r", scale=0.25))
    print(forward(1, 2, scale=2.0, z=9))
    print(greet("World"))
    print(greet("Bob", greeting="Hi", times=2))
    print(greet("Ann", loud=True, greeting="Hey"))
    print(dispatch())
    print(dispatch(on_done=show))
    print(dispatch(on_done=show, tag="!"))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
