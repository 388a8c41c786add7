# expect: async functions are not supported
# expect: 036_async_function.py:6
"""Coroutines (async def) are outside RPython 3."""


async def fetch():
    return 1


def entry_point(argv):
    print(fetch() is not None)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
