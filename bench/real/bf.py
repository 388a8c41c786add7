"""A Brainfuck interpreter: bracket matching with a stack and a dict, a tape of ints, an optimising pass folding runs into (op, count) tuples, and programs that print text and compute squares."""
import sys

HELLO = ("++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++."
         "------.--------.>>+.>++.")
SQUARES = ("++++[>+++++<-]>[<+++++>-]+<+[>[>+>+<<-]++>>[<<+>>-]>>>[-]++>[-]+>>>+[[-]++++++>>>]<<<"
           "[[<++++++++<++>>-]+<.<[>----<-]<]<<[>>>>>[>>>[-]+++++++++<[>-<-]+++++++++>[-[<->-]+[<<<]]"
           "<[>+<-]>]<<-]<<-]")


class BFError(Exception):
    pass


def match_brackets(code):
    stack = []
    jumps = {}
    for i, c in enumerate(code):
        if c == "[":
            stack.append(i)
        elif c == "]":
            if not stack:
                raise BFError(f"unmatched ] at {i}")
            j = stack.pop()
            jumps[i] = j
            jumps[j] = i
    if stack:
        raise BFError(f"unmatched [ at {stack[-1]}")
    return jumps


def compile_ops(code):
    ops = []
    i = 0
    code = [c for c in code if c in "+-<>[].,"]
    while i < len(code):
        c = code[i]
        if c in "+-<>":
            n = 1
            while i + n < len(code) and code[i + n] == c:
                n += 1
            ops.append((c, n))
            i += n
        else:
            ops.append((c, 0))
            i += 1
    stack = []
    targets = {}
    for k, (op, n) in enumerate(ops):
        if op == "[":
            stack.append(k)
        elif op == "]":
            j = stack.pop()
            targets[j] = k
            targets[k] = j
    return [(op, targets[k] if op in "[]" else n) for k, (op, n) in enumerate(ops)]


def run_simple(code, limit):
    jumps = match_brackets(code)
    tape = [0] * 300
    ptr = 0
    pc = 0
    out = []
    steps = 0
    while pc < len(code) and steps < limit:
        c = code[pc]
        if c == "+":
            tape[ptr] = (tape[ptr] + 1) % 256
        elif c == "-":
            tape[ptr] = (tape[ptr] - 1) % 256
        elif c == ">":
            ptr += 1
        elif c == "<":
            ptr -= 1
        elif c == ".":
            out.append(chr(tape[ptr]))
        elif c == "[" and tape[ptr] == 0:
            pc = jumps[pc]
        elif c == "]" and tape[ptr] != 0:
            pc = jumps[pc]
        pc += 1
        steps += 1
    return "".join(out), steps


def run_fast(ops):
    tape = [0] * 300
    ptr = 0
    pc = 0
    out = []
    while pc < len(ops):
        op, n = ops[pc]
        if op == "+":
            tape[ptr] = (tape[ptr] + n) % 256
        elif op == "-":
            tape[ptr] = (tape[ptr] - n) % 256
        elif op == ">":
            ptr += n
        elif op == "<":
            ptr -= n
        elif op == ".":
            out.append(chr(tape[ptr]))
        elif op == "[":
            if tape[ptr] == 0:
                pc = n
        elif op == "]":
            if tape[ptr] != 0:
                pc = n
        pc += 1
    return "".join(out)


def run_once(argv):
    text, steps = run_simple(HELLO, 100000)
    print(repr(text), steps)
    print(repr(run_fast(compile_ops(HELLO))))
    squares = run_fast(compile_ops(SQUARES))[:60]
    lines = squares.split("\n")
    print(len(lines), lines[:5], lines[-2:])
    print(compile_ops("+++[->>++<<]")[:4])
    for bad in ["[[]", "[]]", "+-"]:
        try:
            print(bad, "ok", match_brackets(bad))
        except BFError as e:
            print(bad, "error:", e)
    return 0


def entry_point(argv):
    # Bench form: the program's run repeated (argv[1] times, once by default).
    repeat = int(argv[1]) if len(argv) > 1 else 1
    status = 0
    for _ in range(repeat):
        status = run_once(argv[:1])
    return status


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
