"""A reverse Polish notation calculator on floats with error handling through exceptions."""


class CalcError(Exception):
    def __init__(self, msg):
        self.msg = msg


def apply_op(op, a, b):
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if op == "/":
        if b == 0.0:
            raise CalcError("division by zero")
        return a / b
    if op == "^":
        r = 1.0
        for i in range(int(b)):
            r *= a
        return r
    raise CalcError("unknown operator " + op)


def evaluate(expr):
    stack = []
    for tok in expr.split():
        if tok in ("+", "-", "*", "/", "^"):
            if len(stack) < 2:
                raise CalcError("stack underflow at " + tok)
            b = stack.pop()
            a = stack.pop()
            stack.append(apply_op(tok, a, b))
        else:
            try:
                stack.append(float(tok))
            except ValueError:
                raise CalcError("bad token " + repr(tok))
    if len(stack) != 1:
        raise CalcError("%d values left" % len(stack))
    return stack[0]


def entry_point(argv):
    exprs = ["3 4 +", "5 1 2 + 4 * + 3 -", "2 10 ^", "1 3 /", "2.5 0.5 *",
             "1 0 /", "1 +", "1 2", "4 x *", "-3 -4 *"]
    for e in exprs:
        try:
            print("%-20s = %s" % (e, evaluate(e)))
        except CalcError as err:
            print("%-20s ! %s" % (e, err.msg))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
