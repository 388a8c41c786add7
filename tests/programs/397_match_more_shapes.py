"""match statement: more pattern shapes: class patterns over dataclasses (their generated __match_args__), {**rest} alone, (*items,), (a, *rest) over tuples, or-patterns of class patterns binding the same name, keyword sub-patterns with or- and as-patterns, a match nested in a guarded case, a match in a while loop with break."""

import sys
from dataclasses import dataclass


class Expr:
    pass


@dataclass
class Lit(Expr):
    value: int


@dataclass
class Mul(Expr):
    left: Expr
    right: Expr


@dataclass
class Sub(Expr):
    left: Expr
    right: Expr


def calc(e):
    match e:
        case Lit(v):
            return v
        case Mul(Lit(0), _) | Mul(_, Lit(0)):
            return 0
        case Mul(left=l, right=r):
            return calc(l) * calc(r)
        case Sub(l, Lit(0)):
            return calc(l)
        case Sub(l, r):
            return calc(l) - calc(r)
    return -1


class Tok:
    __match_args__ = ("kind", "text")

    def __init__(self, kind, text):
        self.kind = kind
        self.text = text


def all_rest(d):
    match d:
        case {**rest}:
            return len(rest)
    return -1


def star_only(t):
    match t:
        case (*all_items,):
            return len(all_items)
    return -1


def tuple_star(t):
    match t:
        case (a, *rest):
            return a + len(rest)
    return -1


def tok(t):
    match t:
        case Tok("num", text) | Tok("int", text):
            return "number " + text
        case Tok(kind="op", text="+" | "-" as op):
            return "additive " + op
        case Tok(k, _):
            return "other " + k


def nested_guard(p):
    match p:
        case [x, y] if x > 0:
            match y:
                case 0:
                    return "x positive, y zero"
                case _ if y < 0:
                    return "x positive, y negative"
            return "x positive"
        case [x, *_]:
            return "first %d" % x
    return "empty"


def while_match(cmds):
    i = 0
    acc = 0
    while i < len(cmds):
        match cmds[i].split():
            case ["inc", n]:
                acc += int(n)
            case ["dec", n]:
                acc -= int(n)
            case ["stop"]:
                break
            case _:
                acc = -acc
        i += 1
    return acc


def entry_point(argv):
    print(calc(Mul(Sub(Lit(10), Lit(3)), Lit(6))), calc(Mul(Lit(5), Lit(0))),
          calc(Sub(Lit(4), Lit(0))), calc(Expr()))
    print(all_rest({"a": 1, "b": 2}), all_rest({}))
    print(star_only((1, 2, 3)), tuple_star((5, 6, 7)))
    for t in [Tok("num", "1"), Tok("int", "2"), Tok("op", "+"), Tok("op", "*"), Tok("name", "x")]:
        print(tok(t))
    for p in [[1, 0], [1, -1], [1, 2], [-1, 5], []]:
        print(nested_guard(p))
    print(while_match(["inc 5", "dec 2", "neg", "inc 1", "stop", "inc 100"]))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
