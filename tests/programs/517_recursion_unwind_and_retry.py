"""After a RecursionError is caught the stack is unwound: the program recurses again,
as deep as CPython allows (a few hundred frames), and gets its answers; it can overflow
again and catch it again, every time. `except Exception`, `except RuntimeError`, a bare
`except` and `except BaseException` catch it; `finally` blocks of the frames it leaves
run (counted, not printed: the translated program has more frames than CPython's
1000), and the state the frames changed on the way down is what the program left."""
import sys


def depth_sum(n):
    if n == 0:
        return 0
    return n + depth_sum(n - 1)


def endless(n):
    return endless(n + 1) * 2


class Counter:
    def __init__(self):
        self.entered = 0
        self.left = 0


def guarded(n, counter):
    counter.entered += 1
    try:
        return guarded(n + 1, counter)
    finally:
        counter.left += 1


def tree_size(depth):
    if depth == 0:
        return 1
    return 1 + tree_size(depth - 1) + tree_size(depth - 1)


def overflow_then(kind):
    try:
        endless(0)
    except RecursionError:
        return kind + ": caught"
    return kind + ": not caught"


def entry_point(argv):
    print(depth_sum(300))
    rounds = []
    for i in range(4):
        try:
            endless(i)
        except Exception as e:
            rounds.append(type(e).__name__)
        rounds.append(str(depth_sum(200 + i)))
    print(rounds)
    try:
        endless(0)
    except RuntimeError as e:
        print("RuntimeError clause:", e)
    try:
        endless(0)
    except:
        print("bare except")
    try:
        endless(0)
    except BaseException as e:
        print("BaseException clause:", type(e).__name__)
    try:
        endless(0)
    except (ValueError, RecursionError) as e:
        print("tuple clause:", type(e).__name__)
    try:
        try:
            endless(0)
        except ValueError:
            print("not this one")
    except RecursionError:
        print("outer handler")

    counter = Counter()
    try:
        guarded(0, counter)
    except RecursionError:
        print("every finally ran:", counter.entered == counter.left, counter.entered > 100)
    print(tree_size(10), depth_sum(500))
    print([overflow_then(k) for k in ("a", "b")])
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
