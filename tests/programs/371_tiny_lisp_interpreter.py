"""A tiny Lisp: tokenizer, reader to nested lists, environments with parent links, special forms, lambdas, closures, recursion."""
import sys


class LispError(Exception):
    pass


class Symbol:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


class Value:
    def show(self):
        return "?"


class Int(Value):
    def __init__(self, v):
        self.v = v

    def show(self):
        return str(self.v)


class Sym(Value):
    def __init__(self, name):
        self.name = name

    def show(self):
        return self.name


class Nil(Value):
    def show(self):
        return "nil"


class Bool(Value):
    def __init__(self, b):
        self.b = b

    def show(self):
        return "#t" if self.b else "#f"


class Pair(Value):
    def __init__(self, items):
        self.items = items

    def show(self):
        return "(" + " ".join([x.show() for x in self.items]) + ")"


class Builtin(Value):
    def __init__(self, name, fn):
        self.name = name
        self.fn = fn

    def show(self):
        return "<builtin %s>" % self.name


class Lambda(Value):
    def __init__(self, params, body, env):
        self.params = params
        self.body = body
        self.env = env

    def show(self):
        return "<lambda/%d>" % len(self.params)


NIL = Nil()
TRUE = Bool(True)
FALSE = Bool(False)


class Env:
    def __init__(self, parent):
        self.vars = {}
        self.parent = parent

    def lookup(self, name):
        env = self
        while env is not None:
            if name in env.vars:
                return env.vars[name]
            env = env.parent
        raise LispError("unbound symbol: " + name)

    def define(self, name, value):
        self.vars[name] = value


def tokenize(src):
    return src.replace("(", " ( ").replace(")", " ) ").split()


def read(tokens, pos):
    if pos >= len(tokens):
        raise LispError("unexpected EOF")
    tok = tokens[pos]
    if tok == "(":
        items = []
        pos += 1
        while pos < len(tokens) and tokens[pos] != ")":
            item, pos = read(tokens, pos)
            items.append(item)
        if pos >= len(tokens):
            raise LispError("missing )")
        return Pair(items), pos + 1
    if tok == ")":
        raise LispError("unexpected )")
    try:
        return Int(int(tok)), pos + 1
    except ValueError:
        return Sym(tok), pos + 1


def as_int(v):
    if isinstance(v, Int):
        return v.v
    raise LispError("not a number: " + v.show())


def truthy(v):
    if isinstance(v, Bool):
        return v.b
    return not isinstance(v, Nil)


def b_add(args):
    return Int(sum([as_int(a) for a in args]))


def b_sub(args):
    if len(args) == 1:
        return Int(-as_int(args[0]))
    r = as_int(args[0])
    for a in args[1:]:
        r -= as_int(a)
    return Int(r)


def b_mul(args):
    r = 1
    for a in args:
        r *= as_int(a)
    return Int(r)


def b_lt(args):
    return TRUE if as_int(args[0]) < as_int(args[1]) else FALSE


def b_eq(args):
    return TRUE if as_int(args[0]) == as_int(args[1]) else FALSE


def b_list(args):
    return Pair(list(args))


def b_car(args):
    p = args[0]
    if isinstance(p, Pair) and p.items:
        return p.items[0]
    raise LispError("car of empty list")


def b_cdr(args):
    p = args[0]
    if isinstance(p, Pair) and p.items:
        return Pair(p.items[1:])
    raise LispError("cdr of empty list")


def b_cons(args):
    rest = args[1]
    if isinstance(rest, Pair):
        return Pair([args[0]] + rest.items)
    return Pair([args[0]])


def b_null(args):
    p = args[0]
    return TRUE if isinstance(p, Pair) and not p.items else FALSE


def b_mod(args):
    b = as_int(args[1])
    if b == 0:
        raise LispError("modulo by zero")
    return Int(as_int(args[0]) % b)


BUILTINS = {
    "+": b_add, "-": b_sub, "*": b_mul, "<": b_lt, "=": b_eq,
    "list": b_list, "car": b_car, "cdr": b_cdr, "cons": b_cons,
    "null?": b_null, "mod": b_mod,
}


def evaluate(x, env):
    while True:
        if isinstance(x, Sym):
            return env.lookup(x.name)
        if not isinstance(x, Pair):
            return x
        if not x.items:
            return x
        head = x.items[0]
        if isinstance(head, Sym):
            name = head.name
            if name == "quote":
                return x.items[1]
            if name == "if":
                if truthy(evaluate(x.items[1], env)):
                    x = x.items[2]
                elif len(x.items) > 3:
                    x = x.items[3]
                else:
                    return NIL
                continue
            if name == "define":
                target = x.items[1]
                if isinstance(target, Pair):
                    fname = target.items[0]
                    assert isinstance(fname, Sym)
                    params = [p.show() for p in target.items[1:]]
                    env.define(fname.name, Lambda(params, x.items[2], env))
                else:
                    assert isinstance(target, Sym)
                    env.define(target.name, evaluate(x.items[2], env))
                return NIL
            if name == "lambda":
                plist = x.items[1]
                assert isinstance(plist, Pair)
                return Lambda([p.show() for p in plist.items], x.items[2], env)
            if name == "begin":
                for e in x.items[1:-1]:
                    evaluate(e, env)
                x = x.items[-1]
                continue
        fn = evaluate(head, env)
        args = [evaluate(a, env) for a in x.items[1:]]
        if isinstance(fn, Builtin):
            return fn.fn(args)
        if isinstance(fn, Lambda):
            if len(args) != len(fn.params):
                raise LispError("expected %d args, got %d" % (len(fn.params), len(args)))
            new_env = Env(fn.env)
            for p, a in zip(fn.params, args):
                new_env.define(p, a)
            x = fn.body
            env = new_env
            continue
        raise LispError("not callable: " + fn.show())


SOURCE = """
(define (fact n) (if (< n 2) 1 (* n (fact (- n 1)))))
(fact 10)
(fact 20)
(define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))
(fib 16)
(define (map f xs) (if (null? xs) (quote ()) (cons (f (car xs)) (map f (cdr xs)))))
(map (lambda (x) (* x x)) (list 1 2 3 4 5))
(define (make-adder n) (lambda (x) (+ x n)))
(define add5 (make-adder 5))
(add5 37)
(define (loop i acc) (if (= i 0) acc (loop (- i 1) (+ acc i))))
(loop 5000 0)
(car (quote ()))
(undefined-thing 1)
(mod 7 0)
(1 2 3)
(begin (define z 3) (* z z))
add5
car
(quote (a b (c d)))
"""


def entry_point(argv):
    global_env = Env(None)
    for name, fn in BUILTINS.items():
        global_env.define(name, Builtin(name, fn))
    tokens = tokenize(SOURCE)
    pos = 0
    count = 0
    while pos < len(tokens):
        expr, pos = read(tokens, pos)
        try:
            result = evaluate(expr, global_env)
            if not isinstance(result, Nil):
                print(result.show())
        except LispError as e:
            print("error: %s" % e)
        count += 1
    print(f"{count} expressions, {len(global_env.vars)} globals")
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
