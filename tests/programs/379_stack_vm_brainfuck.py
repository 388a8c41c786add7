"""A stack VM with an assembler (labels, two-pass), opcodes in a dict of handler functions taking the VM, a Brainfuck interpreter with a bracket map and a bytearray tape, custom VMError subclasses."""
import sys


class VMError(Exception):
    def __init__(self, msg, pc):
        super().__init__("%s at pc=%d" % (msg, pc))
        self.pc = pc


class StackUnderflow(VMError):
    pass


class BadOpcode(VMError):
    pass


class VM:
    def __init__(self, code):
        self.code = code
        self.stack = []
        self.pc = 0
        self.output = []
        self.steps = 0
        self.vars = {}

    def pop(self):
        if not self.stack:
            raise StackUnderflow("stack underflow", self.pc)
        return self.stack.pop()


def op_push(vm, arg):
    vm.stack.append(arg)


def op_add(vm, arg):
    b, a = vm.pop(), vm.pop()
    vm.stack.append(a + b)


def op_sub(vm, arg):
    b, a = vm.pop(), vm.pop()
    vm.stack.append(a - b)


def op_mul(vm, arg):
    b, a = vm.pop(), vm.pop()
    vm.stack.append(a * b)


def op_div(vm, arg):
    b, a = vm.pop(), vm.pop()
    if b == 0:
        raise VMError("division by zero", vm.pc)
    vm.stack.append(a // b)


def op_jmp(vm, arg):
    vm.pc = arg - 1


def op_jz(vm, arg):
    if vm.pop() == 0:
        vm.pc = arg - 1


def op_dup(vm, arg):
    v = vm.pop()
    vm.stack.append(v)
    vm.stack.append(v)


def op_print(vm, arg):
    vm.output.append(str(vm.pop()))


def op_store(vm, arg):
    vm.vars[arg] = vm.pop()


def op_load(vm, arg):
    if arg not in vm.vars:
        raise VMError("unknown variable %d" % arg, vm.pc)
    vm.stack.append(vm.vars[arg])


def op_lt(vm, arg):
    b, a = vm.pop(), vm.pop()
    vm.stack.append(1 if a < b else 0)


OPS = {
    "push": op_push, "add": op_add, "sub": op_sub, "mul": op_mul, "div": op_div,
    "jmp": op_jmp, "jz": op_jz, "dup": op_dup, "print": op_print, "store": op_store,
    "load": op_load, "lt": op_lt,
}


def assemble(src):
    labels = {}
    lines = []
    for raw in src.strip().splitlines():
        line = raw.split("#")[0].strip()
        if not line:
            continue
        if line.endswith(":"):
            labels[line[:-1]] = len(lines)
        else:
            lines.append(line)
    code = []
    for line in lines:
        parts = line.split()
        name = parts[0].lower()
        arg = 0
        if len(parts) > 1:
            a = parts[1]
            if a in labels:
                arg = labels[a]
            elif a.lstrip("-").isdigit():
                arg = int(a)
            else:
                arg = ord(a[0])
        code.append((name, arg))
    return code


def run(vm, limit):
    while vm.pc < len(vm.code):
        name, arg = vm.code[vm.pc]
        handler = OPS.get(name)
        if handler is None:
            raise BadOpcode("bad opcode '%s'" % name, vm.pc)
        handler(vm, arg)
        vm.pc += 1
        vm.steps += 1
        if vm.steps > limit:
            raise VMError("step limit", vm.pc)
    return " ".join(vm.output)


FACTORIAL = """
    push 1
    store a      # acc
    push 10
    store n
loop:
    load n
    jz done
    load a
    load n
    mul
    store a
    load n
    push 1
    sub
    store n
    jmp loop
done:
    load a
    print
"""

COUNT = """
    push 0
    store i
top:
    load i
    push 5
    lt
    jz end
    load i
    print
    load i
    push 1
    add
    store i
    jmp top
end:
"""


def brainfuck(src, inp):
    jumps = {}
    stack = []
    for i, c in enumerate(src):
        if c == "[":
            stack.append(i)
        elif c == "]":
            if not stack:
                raise ValueError("unbalanced ] at %d" % i)
            j = stack.pop()
            jumps[i] = j
            jumps[j] = i
    if stack:
        raise ValueError("unbalanced [ at %d" % stack[-1])
    tape = bytearray(300)
    ptr = 0
    pc = 0
    out = []
    k = 0
    while pc < len(src):
        c = src[pc]
        if c == ">":
            ptr += 1
        elif c == "<":
            ptr -= 1
        elif c == "+":
            tape[ptr] = (tape[ptr] + 1) % 256
        elif c == "-":
            tape[ptr] = (tape[ptr] - 1) % 256
        elif c == ".":
            out.append(chr(tape[ptr]))
        elif c == ",":
            tape[ptr] = ord(inp[k]) if k < len(inp) else 0
            k += 1
        elif c == "[" and tape[ptr] == 0:
            pc = jumps[pc]
        elif c == "]" and tape[ptr] != 0:
            pc = jumps[pc]
        pc += 1
    return "".join(out)


HELLO = "++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------.--------.>>+.>++."


def entry_point(argv):
    for name, src in [("factorial", FACTORIAL), ("count", COUNT)]:
        vm = VM(assemble(src))
        print(name, "->", run(vm, 100000), "steps", vm.steps)
    for bad in ["push 1\nadd", "push 1\npush 0\ndiv", "frob", "jmp 0", "load q"]:
        try:
            print(run(VM(assemble(bad)), 50))
        except StackUnderflow as e:
            print("underflow:", e, e.pc)
        except BadOpcode as e:
            print("bad:", e)
        except VMError as e:
            print("vm error:", e, type(e).__name__)
    print(repr(brainfuck(HELLO, "")))
    print(repr(brainfuck(",[.,]", "echo!")))
    print(repr(brainfuck(",>,<[->+<]>.", "\x05\x07")))
    for bad in ["[[]", "]"]:
        try:
            brainfuck(bad, "")
        except ValueError as e:
            print("ValueError:", e)
    total = 0
    for i in range(40):
        vm = VM(assemble(FACTORIAL.replace("push 10", "push %d" % (i % 12))))
        run(vm, 100000)
        total += vm.steps
    print("total steps", total)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
