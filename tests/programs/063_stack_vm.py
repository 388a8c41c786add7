"""A tiny stack virtual machine: bytecode as a list of ints, jumps, a tracing mode, a loop program."""

PUSH = 0
ADD = 1
SUB = 2
MUL = 3
DUP = 4
JZ = 5
JMP = 6
PRINT = 7
SWAP = 8
OVER = 9
HALT = 10
LT = 11
DROP = 12

NAMES = ["PUSH", "ADD", "SUB", "MUL", "DUP", "JZ", "JMP", "PRINT", "SWAP", "OVER", "HALT", "LT", "DROP"]


def run(code, trace):
    stack = []
    pc = 0
    steps = 0
    while True:
        op = code[pc]
        steps += 1
        if trace:
            print("%3d %-5s %s" % (pc, NAMES[op], stack))
        pc += 1
        if op == PUSH:
            stack.append(code[pc])
            pc += 1
        elif op == ADD:
            b = stack.pop()
            stack.append(stack.pop() + b)
        elif op == SUB:
            b = stack.pop()
            stack.append(stack.pop() - b)
        elif op == MUL:
            b = stack.pop()
            stack.append(stack.pop() * b)
        elif op == LT:
            b = stack.pop()
            stack.append(1 if stack.pop() < b else 0)
        elif op == DUP:
            stack.append(stack[-1])
        elif op == OVER:
            stack.append(stack[-2])
        elif op == SWAP:
            stack[-1], stack[-2] = stack[-2], stack[-1]
        elif op == DROP:
            stack.pop()
        elif op == JZ:
            target = code[pc]
            pc += 1
            if stack.pop() == 0:
                pc = target
        elif op == JMP:
            pc = code[pc]
        elif op == PRINT:
            print("out:", stack.pop())
        elif op == HALT:
            return steps
        else:
            return -1


def entry_point(argv):
    # (2 + 3) * 7
    prog1 = [PUSH, 2, PUSH, 3, ADD, PUSH, 7, MUL, PRINT, HALT]
    print("steps", run(prog1, True))
    # factorial of 10, stack holds [n, acc]
    prog2 = [PUSH, 10, PUSH, 1,
             OVER, JZ, 16,                   # 4: if n == 0 goto 16
             OVER, MUL, SWAP,                # 7: [acc*n, n]
             PUSH, 1, SUB, SWAP,             # 10: [n-1, acc*n]
             JMP, 4,
             PRINT, DROP, HALT]              # 16
    print("steps", run(prog2, False))
    # count below 5 with LT
    prog3 = [PUSH, 0, DUP, PUSH, 5, LT, JZ, 16, DUP, PRINT, PUSH, 1, ADD, JMP, 2, HALT, DROP, HALT]
    print("steps", run(prog3, False))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
