"""rpython.rlib.unroll.unrolling_iterable: loops over a pre-built unrolling_iterable are
unrolled at translation time, so getattr(self, "compile_" + name) has a constant name and
is a method call; tuples as items, constant arithmetic on the items, break and else in an
unrolled loop; getattr/setattr with constant names in general, hasattr of a class"""

import sys

from rpython.rlib.unroll import unrolling_iterable
from rlib.unroll import unrolling_iterable as plain_unrolling_iterable

OPCODES = ["push", "add", "mul", "neg", "dup", "print"]
UNROLLED_OPCODES = unrolling_iterable(OPCODES)
BINARY = unrolling_iterable([("add", "+", 1), ("sub", "-", 2), ("mul", "*", 3)])
SIZES = plain_unrolling_iterable([1, 2, 4, 8])
PROBES = unrolling_iterable(["push", "div", "print", "count_push"])


class Compiler(object):
    def __init__(self):
        self.code = []
        self.count_push = 0
        self.count_add = 0
        self.count_mul = 0

    def compile_push(self, arg):
        self.count_push += 1
        self.code.append(("push", arg))

    def compile_add(self, arg):
        self.count_add += 1
        self.code.append(("add", 0))

    def compile_mul(self, arg):
        self.count_mul += 1
        self.code.append(("mul", 0))

    def compile_neg(self, arg):
        self.code.append(("neg", 0))

    def compile_dup(self, arg):
        self.code.append(("dup", 0))

    def compile_print(self, arg):
        self.code.append(("print", 0))

    def dispatch(self, name, arg):
        for opname in UNROLLED_OPCODES:
            if opname == name:
                getattr(self, "compile_" + opname)(arg)
                return True
        return False


def run(code):
    stack = []
    out = []
    for op, arg in code:
        if op == "push":
            stack.append(arg)
        elif op == "add":
            b = stack.pop()
            stack.append(stack.pop() + b)
        elif op == "mul":
            b = stack.pop()
            stack.append(stack.pop() * b)
        elif op == "neg":
            stack.append(-stack.pop())
        elif op == "dup":
            stack.append(stack[-1])
        elif op == "print":
            out.append(stack[-1])
    return out


def binary(name, a, b):
    for opname, symbol, weight in BINARY:
        if opname == name:
            if symbol == "+":
                return a + b + weight * 0
            elif symbol == "-":
                return a - b
            else:
                return a * b * weight // weight
    return -1


def first_size_at_least(n):
    for size in SIZES:
        if size >= n:
            break
    else:
        return -1
    return size


def total_sizes():
    total = 0
    for size in SIZES:
        total += size * 10
    return total


class Special(Compiler):
    LIMIT = 3


class Counters(object):
    def __init__(self):
        self.hits = 0
        self.misses = 0


def bump(counters, which):
    for name in unrolling_iterable_names:
        if name == which:
            setattr(counters, name, getattr(counters, name) + 1)


unrolling_iterable_names = unrolling_iterable(["hits", "misses"])


def entry_point(argv):
    c = Compiler()
    program = "push 3 push 4 add dup print push 5 mul print neg print bogus 0"
    words = program.split()
    i = 0
    while i < len(words):
        name = words[i]
        if name == "push":
            ok = c.dispatch(name, int(words[i + 1]))
            i += 2
        elif name == "bogus":
            ok = c.dispatch(name, 0)
            i += 2
        else:
            ok = c.dispatch(name, 0)
            i += 1
        print(name, ok)
    print(c.code)
    print(run(c.code))
    print(c.count_push, c.count_add, c.count_mul)
    print(getattr(c, "count_push"))
    setattr(c, "count_mul", 42)
    print(c.count_mul)
    for name in ["add", "sub", "mul", "div"]:
        print(name, binary(name, 7, 3))
    for n in [0, 1, 3, 8, 9]:
        print(n, first_size_at_least(n))
    print(total_sizes())
    counters = Counters()
    for word in ["hits", "misses", "hits", "other", "hits"]:
        bump(counters, word)
    print(counters.hits, counters.misses)
    print(len(OPCODES), OPCODES[len(argv)])
    for name in PROBES:
        print(name, hasattr(Compiler, "compile_" + name), hasattr(Compiler, name))
    print(hasattr(Counters, "__init__"), hasattr(Special, "LIMIT"), hasattr(Special, "nothing"))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
