"""A tiny object-oriented language in the RPython style: W_ classes, **kwargs options,
class-identity dispatch, an unrolled binary-operator table, and a tree-walking evaluator."""
from rpython.rlib.unroll import unrolling_iterable
from rpython.rlib import jit
from rpython.rlib.objectmodel import we_are_translated, specialize
from rpython.rlib.rarithmetic import ovfcheck, intmask


class W_Root(object):
    _attrs_ = ()

    def repr(self):
        return "<object>"


class W_Int(W_Root):
    _immutable_fields_ = ["intval"]

    def __init__(self, value):
        self.intval = value

    def repr(self):
        return str(self.intval)


class W_Float(W_Root):
    _immutable_fields_ = ["floatval"]

    def __init__(self, value):
        self.floatval = value

    def repr(self):
        return repr(self.floatval)


class W_Bool(W_Root):
    def __init__(self, value):
        self.boolval = value

    def repr(self):
        return "true" if self.boolval else "false"


w_true = W_Bool(True)
w_false = W_Bool(False)


def wrap_bool(b):
    return w_true if b else w_false


class InterpError(Exception):
    def __init__(self, message, op="?", **context):
        self.message = message
        self.line = context.get("line", -1)
        self.op = op


BINOPS = unrolling_iterable([
    ("+", "add"), ("-", "sub"), ("*", "mul"), ("<", "lt"), ("==", "eq"),
])


def int_add(a, b):
    try:
        return W_Int(ovfcheck(a + b))
    except OverflowError:
        return W_Float(float(a) + float(b))


def int_sub(a, b):
    return W_Int(a - b)


def int_mul(a, b):
    try:
        return W_Int(ovfcheck(a * b))
    except OverflowError:
        return W_Float(float(a) * float(b))


def int_lt(a, b):
    return wrap_bool(a < b)


def int_eq(a, b):
    return wrap_bool(a == b)


def float_add(a, b):
    return W_Float(a + b)


def float_sub(a, b):
    return W_Float(a - b)


def float_mul(a, b):
    return W_Float(a * b)


def float_lt(a, b):
    return wrap_bool(a < b)


def float_eq(a, b):
    return wrap_bool(a == b)


INT_OPS = {"add": int_add, "sub": int_sub, "mul": int_mul, "lt": int_lt, "eq": int_eq}
FLOAT_OPS = {"add": float_add, "sub": float_sub, "mul": float_mul, "lt": float_lt,
             "eq": float_eq}


def binop(opname, w_a, w_b, line=-1):
    for symbol, name in BINOPS:
        if opname == symbol:
            if w_a.__class__ is W_Int and w_b.__class__ is W_Int:
                return INT_OPS[name](w_a.intval, w_b.intval)
            fa = to_float(w_a, line)
            fb = to_float(w_b, line)
            return FLOAT_OPS[name](fa, fb)
    raise InterpError("unknown operator", line=line, op=opname)


def to_float(w_x, line):
    if w_x.__class__ is W_Int:
        return float(w_x.intval)
    if isinstance(w_x, W_Float):
        return w_x.floatval
    raise InterpError("not a number: " + w_x.repr(), line=line)


class Node(object):
    _attrs_ = ("line",)

    def __init__(self, line=0, **extra):
        self.line = line


class Const(Node):
    def __init__(self, w_value, **kw):
        Node.__init__(self, **kw)
        self.w_value = w_value

    def eval(self, frame):
        return self.w_value


class Var(Node):
    def __init__(self, name, **kw):
        Node.__init__(self, **kw)
        self.name = name

    def eval(self, frame):
        w = frame.vars.get(self.name, None)
        if w is None:
            raise InterpError("undefined " + self.name, line=self.line)
        return w


class BinOp(Node):
    def __init__(self, op, left, right, **kw):
        Node.__init__(self, **kw)
        self.op = op
        self.left = left
        self.right = right

    def eval(self, frame):
        return binop(self.op, self.left.eval(frame), self.right.eval(frame), line=self.line)


class Assign(Node):
    def __init__(self, name, expr, **kw):
        Node.__init__(self, **kw)
        self.name = name
        self.expr = expr

    def eval(self, frame):
        w = self.expr.eval(frame)
        frame.vars[self.name] = w
        return w


class While(Node):
    def __init__(self, cond, body, **kw):
        Node.__init__(self, **kw)
        self.cond = cond
        self.body = body

    def eval(self, frame):
        w_result = w_false
        while True:
            w_c = self.cond.eval(frame)
            if not isinstance(w_c, W_Bool):
                raise InterpError("condition is not a bool", line=self.line)
            if not w_c.boolval:
                break
            for stmt in self.body:
                w_result = stmt.eval(frame)
        return w_result


class Print(Node):
    def __init__(self, expr, **kw):
        Node.__init__(self, **kw)
        self.expr = expr

    def eval(self, frame):
        w = self.expr.eval(frame)
        frame.out.append(w.repr())
        return w


class Frame(object):
    def __init__(self):
        self.vars = {}
        self.out = []


@specialize.argtype(0)
def const(x, line=0):
    if isinstance(x, bool):
        return Const(wrap_bool(x), line=line)
    if isinstance(x, int):
        return Const(W_Int(x), line=line)
    return Const(W_Float(x), line=line)


def program_factorial(n):
    return [
        Assign("n", const(n), line=1),
        Assign("acc", const(1), line=2),
        While(BinOp("<", const(0), Var("n"), line=3), [
            Assign("acc", BinOp("*", Var("acc"), Var("n"), line=4), line=4),
            Assign("n", BinOp("-", Var("n"), const(1), line=5), line=5),
        ], line=3),
        Print(Var("acc"), line=6),
    ]


def run(stmts):
    frame = Frame()
    try:
        for stmt in stmts:
            stmt.eval(frame)
    except InterpError as e:
        frame.out.append("error at line %d (%s): %s" % (e.line, e.op, e.message))
    return frame.out


def entry_point(argv):
    for n in (5, 20, 21, 25):
        print(n, run(program_factorial(n)))
    print(run([Print(BinOp("+", const(1), const(2.5)))]))
    print(run([Print(BinOp("==", const(3), const(3.0), line=9))]))
    print(run([Print(BinOp("<", const(True), const(2), line=7))]))
    print(run([Print(Var("missing", line=8))]))
    print(run([Print(BinOp("%", const(1), const(2), line=10))]))
    print(run([While(const(1), [], line=11)]))
    print(intmask(2 ** 63 + 5) if not we_are_translated() else intmask(-(2 ** 63) + 5))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
