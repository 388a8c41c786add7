"""sys.exit with an int, a message, None and nothing; SystemExit caught and not caught by
`except Exception`; finally clauses and bare excepts running for exceptions that derive
from BaseException only; helpers that never return (always raise or exit) called outside
a try; sys.setrecursionlimit and getrecursionlimit. The program ends by sys.exit(3) from
inside a finally-protected call, so the exit status is compared too."""

import sys
from sys import exit


class Quit(BaseException):
    def __init__(self, reason):
        self.reason = reason


class AppError(Exception):
    def __init__(self, msg):
        self.msg = msg


def fail(msg):
    raise AppError(msg)


def stop(code):
    sys.exit(code)


def leave(message):
    exit(message)


def checked_div(a, b):
    if b == 0:
        fail("division by zero in checked_div")
    return a // b


def status_of(n):
    try:
        if n == 0:
            stop(0)
        elif n == 1:
            stop(7)
        elif n == 2:
            leave("fatal: bad input")
        elif n == 3:
            sys.exit()
        elif n == 4:
            sys.exit(None)
        elif n == 5:
            raise SystemExit(-1)
        elif n == 6:
            raise Quit("user quit")
        return "returned"
    except SystemExit as e:
        return "SystemExit(" + str(e) + ")"
    except Quit as q:
        return "Quit: " + q.reason


def not_caught_by_exception(n):
    log = []
    try:
        try:
            if n == 1:
                stop(2)
            raise Quit("q%d" % n)
        except Exception:
            log.append("Exception handler ran (wrong)")
        finally:
            log.append("finally ran")
    except BaseException:
        log.append("BaseException caught")
    return log


def bare_except(n):
    try:
        if n > 0:
            sys.exit(n)
    except:
        return "bare except caught"
    return "nothing raised"


def raises_first_thing(n):
    # The call that always raises is the whole block of the branch: the branch is still
    # taken (it once vanished, and the function always returned "returned").
    try:
        if n == 3:
            fail("raised in a branch")
        return "returned"
    except AppError as e:
        return "caught " + e.msg


def run_and_exit():
    try:
        print("about to exit")
        stop(3)
    finally:
        print("cleanup before exit")
    print("never printed")


def entry_point(argv):
    print(sys.getrecursionlimit() >= 1000)
    sys.setrecursionlimit(20000)
    print(sys.getrecursionlimit())
    try:
        sys.setrecursionlimit(0)
    except ValueError as e:
        print("ValueError:", e)
    for n in range(8):
        print(n, status_of(n))
    for n in range(3):
        print(n, not_caught_by_exception(n))
    print(bare_except(0), bare_except(4))
    print(checked_div(17, 5))
    try:
        checked_div(1, 0)
    except AppError as e:
        print("AppError:", e.msg)
    print(raises_first_thing(3), raises_first_thing(2))
    run_and_exit()
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
