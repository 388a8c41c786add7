"""A small bytecode interpreter in the style of PyPy's example interpreters (tla/tlr):
opcodes made with globals() at import, an unrolling_iterable dispatch calling
getattr(self, "op_" + name) that skips names `in` a tuple or a set of constants (folded
at translation, as RPython's flow space folds them, so op_JUMP is never looked up), JIT
hints, W_ objects compared by __class__."""

from rpython.rlib.jit import JitDriver, hint, promote, elidable, unroll_safe
from rpython.rlib.unroll import unrolling_iterable
from rpython.rlib.objectmodel import specialize, we_are_translated

OPCODES = ["CONST_INT", "CONST_STR", "POP", "DUP", "ADD", "SUB", "MUL", "LT",
           "JUMP", "JUMP_IF_FALSE", "LOAD", "STORE", "PRINT", "CALL", "RETURN",
           "HALT", "SWAP"]

opcode_names = []


def opcode(n, name):
    globals()[name] = n
    opcode_names.append(name)


for _i, _name in enumerate(OPCODES):
    opcode(_i, _name)

unrolling_ops = unrolling_iterable([(i, name) for i, name in enumerate(OPCODES)])


class OperationError(Exception):
    def __init__(self, msg):
        self.msg = msg


class W_Object(object):
    _attrs_ = []

    def is_true(self):
        raise NotImplementedError

    def str(self):
        raise NotImplementedError

    def add(self, w_other):
        raise OperationError("unsupported add")

    def sub(self, w_other):
        raise OperationError("unsupported sub")

    def mul(self, w_other):
        raise OperationError("unsupported mul")

    def lt(self, w_other):
        raise OperationError("unsupported lt")


class W_IntObject(W_Object):
    _immutable_fields_ = ["intval"]

    def __init__(self, intval):
        self.intval = intval

    def is_true(self):
        return self.intval != 0

    def str(self):
        return str(self.intval)

    def add(self, w_other):
        if w_other.__class__ is W_IntObject:
            return W_IntObject(self.intval + w_other.intval)
        raise OperationError("int + " + w_other.__class__.__name__)

    def sub(self, w_other):
        if isinstance(w_other, W_IntObject):
            return W_IntObject(self.intval - w_other.intval)
        raise OperationError("int - ?")

    def mul(self, w_other):
        if isinstance(w_other, W_IntObject):
            return W_IntObject(self.intval * w_other.intval)
        elif isinstance(w_other, W_StrObject):
            return W_StrObject(w_other.strval * self.intval)
        raise OperationError("int * ?")

    def lt(self, w_other):
        assert isinstance(w_other, W_IntObject)
        return W_IntObject(int(self.intval < w_other.intval))


class W_StrObject(W_Object):
    _immutable_fields_ = ["strval"]

    def __init__(self, strval):
        self.strval = strval

    def is_true(self):
        return len(self.strval) > 0

    def str(self):
        return self.strval

    def add(self, w_other):
        if w_other.__class__ is W_StrObject:
            return W_StrObject(self.strval + w_other.strval)
        return W_StrObject(self.strval + w_other.str())


def get_printable_location(pc, code):
    return "%d:%s" % (pc, OPCODES[ord(code.bytecode[pc])])


jitdriver = JitDriver(greens=["pc", "code"], reds=["frame"],
                      get_printable_location=get_printable_location)


class Code(object):
    _immutable_fields_ = ["bytecode", "consts_w[*]", "name", "nlocals"]

    def __init__(self, name, bytecode, consts_w, nlocals, nargs=0):
        self.name = name
        self.nargs = nargs
        self.bytecode = bytecode
        self.consts_w = consts_w
        self.nlocals = nlocals


class Frame(object):
    def __init__(self, code, interp):
        self.code = code
        self.interp = interp
        self.stack = []
        self.locals_w = [None] * code.nlocals
        self.output = []

    def push(self, w_x):
        self.stack.append(w_x)

    def pop(self):
        return self.stack.pop()

    def op_CONST_INT(self, arg):
        self.push(W_IntObject(arg))

    def op_CONST_STR(self, arg):
        self.push(self.code.consts_w[arg])

    def op_POP(self, arg):
        self.pop()

    def op_DUP(self, arg):
        w_x = self.pop()
        self.push(w_x)
        self.push(w_x)

    def op_SWAP(self, arg):
        w_a = self.pop()
        w_b = self.pop()
        self.push(w_a)
        self.push(w_b)

    def op_ADD(self, arg):
        w_b = self.pop()
        w_a = self.pop()
        self.push(w_a.add(w_b))

    def op_SUB(self, arg):
        w_b = self.pop()
        w_a = self.pop()
        self.push(w_a.sub(w_b))

    def op_MUL(self, arg):
        w_b = self.pop()
        w_a = self.pop()
        self.push(w_a.mul(w_b))

    def op_LT(self, arg):
        w_b = self.pop()
        w_a = self.pop()
        self.push(w_a.lt(w_b))

    def op_LOAD(self, arg):
        w_x = self.locals_w[arg]
        if w_x is None:
            raise OperationError("unbound local %d" % arg)
        self.push(w_x)

    def op_STORE(self, arg):
        self.locals_w[arg] = self.pop()

    def op_PRINT(self, arg):
        self.interp.log(self.pop().str())

    def op_CALL(self, arg):
        code = self.interp.functions[arg]
        frame = Frame(code, self.interp)
        for i in range(code.nargs - 1, -1, -1):
            frame.locals_w[i] = self.pop()
        self.push(frame.run())

    @unroll_safe
    def dispatch(self, opcode, arg):
        for num, name in unrolling_ops:
            if num == opcode:
                if name in ("JUMP", "JUMP_IF_FALSE", "RETURN", "HALT"):
                    raise OperationError("control op in dispatch")
                getattr(self, "op_" + name)(arg)
                return
        raise OperationError("bad opcode %d" % opcode)

    def run(self):
        pc = 0
        code = self.code
        while True:
            jitdriver.jit_merge_point(pc=pc, code=code, frame=self)
            code = hint(code, promote=True)
            opcode = ord(code.bytecode[pc])
            arg = ord(code.bytecode[pc + 1])
            pc += 2
            if opcode == JUMP:
                if arg * 2 < pc:
                    jitdriver.can_enter_jit(pc=arg * 2, code=code, frame=self)
                pc = arg * 2
            elif opcode == JUMP_IF_FALSE:
                if not self.pop().is_true():
                    pc = arg * 2
            elif opcode == RETURN:
                return self.pop()
            elif opcode == HALT:
                return W_IntObject(0)
            else:
                self.dispatch(opcode, arg)


def count_handlers():
    n = 0
    for num, name in unrolling_ops:
        if name in {"JUMP", "JUMP_IF_FALSE", "RETURN", "HALT"}:
            continue
        if hasattr(Frame, "op_" + name) and name not in ("POP",):
            n += 1
    return n


class Interpreter(object):
    def __init__(self):
        self.functions = []
        self.lines = []
        self.ops_counted = 0

    def log(self, s):
        self.lines.append(s)
        print(s)


@specialize.argtype(0)
def wrap(x):
    if isinstance(x, int):
        return W_IntObject(x)
    return W_StrObject(x)


def assemble(source):
    out = []
    for line in source.strip().split("\n"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split()
        name = parts[0]
        arg = int(parts[1]) if len(parts) > 1 else 0
        out.append(chr(OPCODES.index(name)))
        out.append(chr(arg))
    return "".join(out)


FACT = """
CONST_INT 1
STORE 1
# loop: (instruction 2)
LOAD 0
CONST_INT 1
LT
JUMP_IF_FALSE 8
LOAD 1
RETURN
# 8
LOAD 1
LOAD 0
MUL
STORE 1
LOAD 0
CONST_INT 1
SUB
STORE 0
JUMP 2
"""

MAIN = """
CONST_INT 0
STORE 0
# 2
LOAD 0
CONST_INT 8
LT
JUMP_IF_FALSE 20
CONST_STR 0
LOAD 0
ADD
CONST_STR 1
ADD
LOAD 0
CALL 0
ADD
PRINT
LOAD 0
CONST_INT 1
ADD
STORE 0
JUMP 2
# 20
CONST_INT 3
CONST_STR 2
MUL
PRINT
CONST_STR 0
CONST_INT 5
SUB
HALT
"""


def entry_point(argv):
    interp = Interpreter()
    fact = Code("fact", assemble(FACT), [], 2, nargs=1)
    interp.functions.append(fact)
    consts = [wrap("fact("), wrap(") = "), wrap("ab")]
    main = Code("main", assemble(MAIN), consts, 1)
    print("opcodes:", len(opcode_names), "ADD =", ADD, "HALT =", HALT)
    if not we_are_translated():
        interp.ops_counted = -1
    print(get_printable_location(4, main), count_handlers())
    try:
        Frame(main, interp).run()
    except OperationError as e:
        print("error:", e.msg)
    print("lines:", len(interp.lines), wrap(42).str())
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
