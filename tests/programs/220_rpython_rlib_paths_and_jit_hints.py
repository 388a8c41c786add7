"""An interpreter written for PyPy's toolchain: rpython.rlib imports (objectmodel,
rarithmetic, rstring, jit, debug), a frozen JitDriver whose jit_merge_point and
can_enter_jit take keyword arguments, JIT decorators and run-time hints (promote, hint,
we_are_jitted), all no-ops that keep the program's meaning"""

import sys

from rpython.rlib.jit import JitDriver, elidable, unroll_safe, dont_look_inside, promote, hint
from rpython.rlib.jit import we_are_jitted, look_inside_iff
from rpython.rlib.objectmodel import we_are_translated, specialize
from rpython.rlib.rarithmetic import intmask, r_uint, ovfcheck
from rpython.rlib.rstring import StringBuilder
from rpython.rlib.debug import ll_assert


def get_location(pc, program):
    return "%d:%s" % (pc, program[pc])


jitdriver = JitDriver(greens=["pc", "program"], reds=["acc", "stack"],
                      get_printable_location=get_location)


@elidable
def opcode_cost(op):
    if op == "+":
        return 1
    return 2


@unroll_safe
def sum_stack(stack):
    total = 0
    for v in stack:
        total += v
    return total


@dont_look_inside
def show(value):
    return "<%d>" % value


@look_inside_iff(lambda n: n < 10)
def small(n):
    return n * 2


@specialize.argtype(0)
def describe(x):
    return "value " + str(x)


def interpret(program, start):
    pc = 0
    acc = start
    stack = []
    out = StringBuilder()
    while pc < len(program):
        jitdriver.jit_merge_point(pc=pc, program=program, acc=acc, stack=stack)
        op = program[pc]
        op = hint(op, promote=True)
        if op == "+":
            acc += 1
        elif op == "*":
            acc = intmask(acc * 3)
        elif op == "p":
            stack.append(acc)
        elif op == "s":
            out.append(show(acc))
        elif op == "[" and acc < 50:
            pc = -1
            jitdriver.can_enter_jit(pc=pc + 1, program=program, acc=acc, stack=stack)
        pc += 1
    ll_assert(pc == len(program), "ran off the program")
    return acc, sum_stack(stack), out.build()


def entry_point(argv):
    acc, total, shown = interpret("+*ps[", 1)
    print(acc, total, shown)
    print(we_are_jitted(), promote(len(argv)) >= 1, opcode_cost("+"), opcode_cost("-"))
    print(small(4), describe(3), describe("x"))
    print(jitdriver.greens, jitdriver.reds)
    try:
        ovfcheck(sys.maxsize + len(argv))
    except OverflowError:
        print("overflow")
    print(r_uint(5) + r_uint(7), we_are_translated() or True)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
