"""A small stack-machine interpreter: polymorphic opcodes, frames, dicts, exceptions."""


class InterpError(Exception):
    pass


class Op:
    def execute(self, frame):
        raise InterpError("abstract")


class Push(Op):
    def __init__(self, value):
        self.value = value

    def execute(self, frame):
        frame.push(self.value)


class Add(Op):
    def execute(self, frame):
        frame.push(frame.pop() + frame.pop())


class Store(Op):
    def __init__(self, name):
        self.name = name

    def execute(self, frame):
        frame.names[self.name] = frame.pop()


class Load(Op):
    def __init__(self, name):
        self.name = name

    def execute(self, frame):
        if self.name not in frame.names:
            raise InterpError("unknown name " + self.name)
        frame.push(frame.names[self.name])


class Frame:
    def __init__(self):
        self.stack = []
        self.names = {}

    def push(self, value):
        self.stack.append(value)

    def pop(self):
        if not self.stack:
            raise InterpError("stack underflow")
        return self.stack.pop()


def run(program):
    frame = Frame()
    for op in program:
        op.execute(frame)
    return frame


def build(n):
    program = [Push(1), Store("x")]
    for i in range(n):
        program.append(Load("x"))
        program.append(Push(i))
        program.append(Add())
        program.append(Store("x"))
    program.append(Load("x"))
    return program


def entry_point(argv):
    try:
        frame = run(build(len(argv) * 10))
        print(f"result {frame.pop()}")
        run([Load("missing")])
    except InterpError as e:
        print("error")
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
