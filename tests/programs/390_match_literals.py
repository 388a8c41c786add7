"""match statement: literal patterns (ints, negative ints, strs, None, True/False, floats), capture, wildcard, or-patterns, guards, as-patterns and value patterns (class constants, module constants, Enum members)."""

import sys
from enum import Enum, auto

LIMIT = 100
GREETING = "hello"


class Color:
    RED = 1
    GREEN = 2
    BLUE = 3


class Tok(Enum):
    NUM = auto()
    PLUS = auto()
    MINUS = auto()
    END = auto()


def token_name(t):
    match t:
        case Tok.NUM:
            return "number"
        case Tok.PLUS | Tok.MINUS:
            return "operator"
        case _:
            return "end"


class Op:
    ADD = "+"
    SUB = "-"


def classify(n):
    match n:
        case 0:
            return "zero"
        case 1 | 2 | 3:
            return "small"
        case -1:
            return "minus one"
        case -5 | -6:
            return "minus five or six"
        case 42:
            return "answer"
        case x if x > LIMIT:
            return "big %d" % x
        case x if x < 0:
            return "negative %d" % x
        case _:
            return "other"


def word(s):
    match s:
        case "":
            return "empty"
        case "quit" | "exit":
            return "leave"
        case "go":
            return "move"
        case GREETING_COPY if GREETING_COPY == GREETING:
            return "greeting"
        case other:
            return "unknown " + other


def color_name(c):
    match c:
        case Color.RED:
            return "red"
        case Color.GREEN:
            return "green"
        case Color.BLUE:
            return "blue"
    return "no color"


def apply(op, a, b):
    match op:
        case Op.ADD:
            return a + b
        case Op.SUB:
            return a - b
        case "*":
            return a * b
        case "/" if b != 0:
            return a // b
        case "/":
            return -1
        case _:
            return 0


def maybe(v):
    match v:
        case None:
            return "nothing"
        case "x":
            return "an x"
        case s:
            return "text " + s


def truth(b):
    match b:
        case True:
            return "yes"
        case False:
            return "no"


def bool_or_int(n):
    # True == 1 in CPython, but a True/False pattern compares with `is`.
    match n:
        case True:
            return "is True"
        case 1:
            return "equals one"
        case False:
            return "is False"
        case 0:
            return "equals zero"
        case _:
            return "int %d" % n


def floats(f):
    match f:
        case 0.5:
            return "half"
        case 1.0 | 2.0:
            return "one or two"
        case -0.25:
            return "minus quarter"
        case x if x != x:
            return "nan"
        case _:
            return repr(f)


def with_as(n):
    match n:
        case (1 | 2 | 3) as small:
            return "small %d" % small
        case (10 | 20) as tens if tens > 15:
            return "twenty %d" % tens
        case (10 | 20) as tens:
            return "ten %d" % tens
        case _ as anything:
            return "any %d" % anything


def fallthrough(n):
    # No case matches: the statement does nothing.
    result = "start"
    match n:
        case 1:
            result = "one"
        case 2:
            result = "two"
    return result


def counter(values):
    counts = [0, 0, 0, 0]
    for v in values:
        match v % 4:
            case 0:
                counts[0] += 1
            case 1:
                counts[1] += 1
            case 2 | 3 if v > 10:
                counts[2] += 1
            case _:
                counts[3] += 1
    return counts


def entry_point(argv):
    for n in [0, 1, 2, 3, 4, -1, -5, -6, -7, 42, 99, 100, 101, 1000, -100]:
        print(n, classify(n))
    for s in ["", "quit", "exit", "go", "hello", "hell", "QUIT", "quit "]:
        print(repr(s), word(s))
    for t in [Tok.NUM, Tok.PLUS, Tok.MINUS, Tok.END]:
        print(token_name(t))
    for c in [0, 1, 2, 3, 4]:
        print(c, color_name(c))
    for op in ["+", "-", "*", "/", "%"]:
        print(op, apply(op, 17, 5), apply(op, 17, 0))
    for v in [None, "x", "y", ""]:
        print(repr(v), maybe(v))
    print(truth(True), truth(False))
    for n in [1, 0, 2, -1]:
        print(n, bool_or_int(n))
    for f in [0.5, 1.0, 2.0, -0.25, 0.25, float("nan"), 1e300, -0.0, 0.0]:
        print(repr(f), floats(f))
    for n in [1, 2, 3, 10, 20, 30, -4]:
        print(n, with_as(n))
    for n in [0, 1, 2, 3]:
        print(n, fallthrough(n))
    print(counter(list(range(30))))
    print(counter([4, 8, 13, 14, 15, 2, 3]))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
