"""KeyboardInterrupt: a BaseException that `except Exception` does not catch, caught by
name and by BaseException, and when uncaught the end CPython has: the output so far
flushed, then death by SIGINT (exit status 130 in the shell), not status 1."""


def interrupt(n):
    if n > 2:
        raise KeyboardInterrupt
    return n


def entry_point(argv):
    try:
        try:
            interrupt(5)
        except Exception:
            print("wrong: Exception caught KeyboardInterrupt")
    except KeyboardInterrupt as e:
        print("caught by name", type(e).__name__, repr(str(e)))
    try:
        interrupt(3)
    except BaseException as e:
        print("caught as BaseException", isinstance(e, KeyboardInterrupt))
    print("partial line, flushed before the end", end="")
    interrupt(len(argv) + 2)
    print("never")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
