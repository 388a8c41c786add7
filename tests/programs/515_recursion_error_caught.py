"""Recursion without end raises RecursionError, which the program catches, as in CPython.
A translated program raises it when the C stack is nearly full (much deeper than
CPython's limit of 1000), so nothing here prints the depth reached. `f` is the shape gcc
turned into a loop (tail recursion with an accumulator) before the check existed: it ran
into an integer overflow instead of RecursionError. Plain tail calls, an accumulator
passed along, a recursion that returns through a try in every frame, and the message."""
import sys


def f(n):
    return f(n + 1) + 1


def tail(n):
    return tail(n + 1)


def accumulate(n, total):
    if n < 0:
        return total
    return accumulate(n + 1, total + n)


def countdown(n):
    # Never reaches 0 from a positive start going up.
    if n == 0:
        return 0
    return 1 + countdown(n + 1)


def deepest_catches(n):
    # The innermost frame catches the error its own call raised and returns; every frame
    # above returns normally.
    try:
        return deepest_catches(n + 1)
    except RecursionError:
        return -1


def entry_point(argv):
    try:
        f(0)
    except RecursionError:
        print("caught recursion")
    print("after")
    try:
        tail(1)
        print("not reached")
    except RecursionError as e:
        print("tail:", type(e).__name__, str(e))
        print("is a RuntimeError:", isinstance(e, RuntimeError))
    try:
        print(accumulate(1, 0))
    except RecursionError as e:
        print("accumulate:", repr(e))
    try:
        countdown(1)
    except RuntimeError as e:
        print("countdown caught as RuntimeError:", e)
    print("deepest_catches:", deepest_catches(0))
    total = 0
    for i in range(3):
        try:
            total += f(i)
        except RecursionError:
            total += 1
    print("caught three times:", total)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
