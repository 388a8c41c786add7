"""A Brainfuck interpreter with precomputed bracket jumps, running a hello-world program."""

HELLO = ("++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------."
         "--------.>>+.>++.")


def match_brackets(code):
    jumps = [0] * len(code)
    stack = []
    for i, c in enumerate(code):
        if c == "[":
            stack.append(i)
        elif c == "]":
            j = stack.pop()
            jumps[i] = j
            jumps[j] = i
    return jumps


def run(code, inp):
    jumps = match_brackets(code)
    tape = [0] * 300
    ptr = 0
    pc = 0
    pos = 0
    out = []
    steps = 0
    while pc < len(code):
        c = code[pc]
        steps += 1
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
            if pos < len(inp):
                tape[ptr] = ord(inp[pos])
                pos += 1
            else:
                tape[ptr] = 0
        elif c == "[":
            if tape[ptr] == 0:
                pc = jumps[pc]
        elif c == "]":
            if tape[ptr] != 0:
                pc = jumps[pc]
        pc += 1
    return "".join(out), steps


def entry_point(argv):
    text, steps = run(HELLO, "")
    print(repr(text), steps)
    # echo the input reversed: read all, then print backwards
    text, steps = run(">,[>,]<[.<]", "stressed")
    print(repr(text), steps)
    # add two digits: '3' + '4' -> '7'
    text, steps = run(",>,[<+>-]<------------------------------------------------.", "34")
    print(repr(text), steps)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
