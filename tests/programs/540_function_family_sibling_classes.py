"""Functions in one dict returning instances of sibling classes (W_Float and a pre-built
W_Bool): a call promoted to a direct one cast the W_Bool to the first function's W_Float
(an ill-typed graph); it now goes through their base."""


class W_Root(object):
    def show(self):
        return "?"
class W_Float(W_Root):
    def __init__(self, v):
        self.floatval = v
    def show(self):
        return repr(self.floatval)
class W_Bool(W_Root):
    def __init__(self, v):
        self.boolval = v
    def show(self):
        return "true" if self.boolval else "false"
w_true = W_Bool(True)
w_false = W_Bool(False)
def wrap_bool(b):
    return w_true if b else w_false
def float_add(a, b):
    return W_Float(a + b)
def float_lt(a, b):
    return wrap_bool(a < b)
FLOAT_OPS = {"add": float_add, "lt": float_lt}
def binop(name, a, b):
    return FLOAT_OPS[name](a, b)
def entry_point(argv):
    print(binop("add", 1.5, 2.0).show(), binop("lt", 1.5, 2.0).show())
    for name in ["lt", "add", "lt"]:
        w = binop(name, 3.0, 2.0)
        print(name, w.show(), isinstance(w, W_Bool), w is w_false)
    return 0
if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
