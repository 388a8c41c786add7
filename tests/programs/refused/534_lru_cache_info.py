# expect: cache_info() of a function decorated with functools.lru_cache or functools.cache is not supported
"""cache_info() (and cache_clear()) of a function decorated with functools.lru_cache:
the translated cache is a closure around the function, which has no such methods."""
import functools


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


def entry_point(argv):
    print(fib(30))
    print(fib.cache_info())
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
