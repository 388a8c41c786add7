"""A two-pass assembler (labels, DB data, comments) and an 8-bit CPU emulator with flags, a stack and memory-mapped output."""

REGISTERS = ["A", "B", "C", "D"]
MNEMONICS = {
    "NOP": 0x00, "MOV": 0x01, "MVI": 0x02, "ADD": 0x03, "SUB": 0x04, "INC": 0x05, "DEC": 0x06,
    "CMP": 0x07, "JMP": 0x08, "JZ": 0x09, "JNZ": 0x0A, "JC": 0x0B, "CALL": 0x0C, "RET": 0x0D,
    "PUSH": 0x0E, "POP": 0x0F, "LD": 0x10, "ST": 0x11, "OUT": 0x12, "HLT": 0x13, "AND": 0x14,
    "SHL": 0x15, "ADI": 0x16,
}
OPNAMES = {v: k for k, v in MNEMONICS.items()}
OPERANDS = {"NOP": "", "MOV": "rr", "MVI": "ri", "ADD": "rr", "SUB": "rr", "INC": "r", "DEC": "r",
            "CMP": "rr", "JMP": "a", "JZ": "a", "JNZ": "a", "JC": "a", "CALL": "a", "RET": "",
            "PUSH": "r", "POP": "r", "LD": "ra", "ST": "ar", "OUT": "r", "HLT": "", "AND": "rr",
            "SHL": "r", "ADI": "ri"}


class AsmError(Exception):
    def __init__(self, lineno, message):
        super().__init__(f"line {lineno}: {message}")
        self.lineno = lineno


def parse_number(text, labels, lineno):
    text = text.strip()
    if text in labels:
        return labels[text]
    try:
        if text.lower().startswith("0x"):
            return int(text[2:], 16)
        if text.startswith("'") and text.endswith("'") and len(text) == 3:
            return ord(text[1])
        return int(text)
    except ValueError:
        raise AsmError(lineno, f"bad number or unknown label {text!r}") from None


def assemble(source):
    labels = {}
    lines = []
    address = 0
    # pass 1: addresses of labels
    for lineno, raw in enumerate(source.splitlines(), 1):
        line = raw.split(";", 1)[0].strip()
        if not line:
            continue
        if ":" in line and not line.startswith("DB"):
            label, _, line = line.partition(":")
            labels[label.strip()] = address
            line = line.strip()
            if not line:
                continue
        parts = line.replace(",", " ").split()
        op = parts[0].upper()
        if op == "DB":
            size = len(parts) - 1
        elif op in MNEMONICS:
            size = 1 + len(OPERANDS[op])
        else:
            raise AsmError(lineno, f"unknown instruction {parts[0]}")
        lines.append((lineno, address, op, parts[1:]))
        address += size
    # pass 2: encode
    code = bytearray(address)
    for lineno, addr, op, args in lines:
        if op == "DB":
            for i, a in enumerate(args):
                code[addr + i] = parse_number(a, labels, lineno) & 0xFF
            continue
        kinds = OPERANDS[op]
        if len(args) != len(kinds):
            raise AsmError(lineno, f"{op} takes {len(kinds)} operand(s), got {len(args)}")
        code[addr] = MNEMONICS[op]
        for i, (kind, arg) in enumerate(zip(kinds, args)):
            if kind == "r":
                if arg.upper() not in REGISTERS:
                    raise AsmError(lineno, f"bad register {arg}")
                code[addr + 1 + i] = REGISTERS.index(arg.upper())
            else:
                code[addr + 1 + i] = parse_number(arg, labels, lineno) & 0xFF
    return bytes(code), labels


class CPU:
    def __init__(self, program):
        self.mem = bytearray(256)
        self.mem[:len(program)] = program
        self.reg = [0, 0, 0, 0]
        self.pc = 0
        self.sp = 0xFF
        self.zero = False
        self.carry = False
        self.halted = False
        self.output = []
        self.cycles = 0

    def fetch(self):
        b = self.mem[self.pc]
        self.pc = (self.pc + 1) & 0xFF
        return b

    def set_flags(self, value):
        self.carry = value > 0xFF or value < 0
        value &= 0xFF
        self.zero = value == 0
        return value

    def push(self, value):
        self.mem[self.sp] = value
        self.sp -= 1

    def pop(self):
        self.sp += 1
        return self.mem[self.sp]

    def step(self):
        op = OPNAMES.get(self.fetch())
        if op is None:
            raise RuntimeError(f"illegal opcode at {self.pc - 1:#04x}")
        r = self.reg
        if op == "MOV":
            d, s = self.fetch(), self.fetch()
            r[d] = r[s]
        elif op == "MVI" or op == "ADI":
            d, v = self.fetch(), self.fetch()
            r[d] = v if op == "MVI" else self.set_flags(r[d] + v)
        elif op in ("ADD", "SUB", "CMP", "AND"):
            d, s = self.fetch(), self.fetch()
            if op == "ADD":
                r[d] = self.set_flags(r[d] + r[s])
            elif op == "AND":
                r[d] = self.set_flags(r[d] & r[s])
            else:
                v = self.set_flags(r[d] - r[s])
                if op == "SUB":
                    r[d] = v
        elif op == "INC" or op == "DEC":
            d = self.fetch()
            r[d] = self.set_flags(r[d] + (1 if op == "INC" else -1))
        elif op == "SHL":
            d = self.fetch()
            r[d] = self.set_flags(r[d] << 1)
        elif op in ("JMP", "JZ", "JNZ", "JC", "CALL"):
            a = self.fetch()
            taken = {"JMP": True, "JZ": self.zero, "JNZ": not self.zero, "JC": self.carry,
                     "CALL": True}[op]
            if op == "CALL":
                self.push(self.pc)
            if taken:
                self.pc = a
        elif op == "RET":
            self.pc = self.pop()
        elif op == "PUSH":
            self.push(r[self.fetch()])
        elif op == "POP":
            r[self.fetch()] = self.pop()
        elif op == "LD":
            d, a = self.fetch(), self.fetch()
            r[d] = self.mem[(a + r[1]) & 0xFF]
        elif op == "ST":
            a, s = self.fetch(), self.fetch()
            self.mem[(a + r[1]) & 0xFF] = r[s]
        elif op == "OUT":
            self.output.append(r[self.fetch()])
        elif op == "HLT":
            self.halted = True
        self.cycles += 1

    def run(self, limit=10000):
        while not self.halted and self.cycles < limit:
            self.step()
        return self.cycles

    def dump(self):
        flags = ("Z" if self.zero else "-") + ("C" if self.carry else "-")
        regs = " ".join(f"{n}={v:02X}" for n, v in zip(REGISTERS, self.reg))
        return f"PC={self.pc:02X} SP={self.sp:02X} {regs} {flags}"


FIB = """
; print Fibonacci numbers below 256
        MVI A, 0
        MVI B, 1
loop:   OUT A
        MOV C, A
        ADD C, B       ; C = A + B, carry when >= 256
        JC done
        MOV A, B
        MOV B, C
        JMP loop
done:   HLT
"""

HELLO = """
        MVI B, 0
next:   LD A, msg
        MVI C, 0
        CMP A, C
        JZ end
        CALL emit
        INC B
        JMP next
emit:   OUT A
        RET
end:    HLT
msg:    DB 'H', 'i', 0x21, 0x20, 'C', 'P', 'U', 0
"""

MULT = """
        MVI A, 13
        MVI B, 11
        MVI C, 0
again:  ADD C, A
        DEC B
        JNZ again
        OUT C
        PUSH C
        POP D
        SHL D
        OUT D
        HLT
"""


def entry_point(argv):
    for name, src in (("fib", FIB), ("hello", HELLO), ("mult", MULT)):
        code, labels = assemble(src)
        print(f"{name}: {len(code)} bytes, labels {sorted(labels.items(), key=lambda kv: kv[1])}")
        print("  " + code.hex())
        cpu = CPU(code)
        cycles = cpu.run()
        out = cpu.output
        text = "".join(chr(c) for c in out) if name == "hello" else " ".join(map(str, out))
        print(f"  {cycles} cycles, output: {text}")
        print("  " + cpu.dump())
    for bad in ("MVI A", "FOO B", "JMP nowhere", "MOV A, X"):
        try:
            assemble(bad)
        except AsmError as e:
            print("AsmError:", e, e.lineno)
    cpu = CPU(bytes([0xFE]))
    try:
        cpu.run()
    except RuntimeError as e:
        print("RuntimeError:", e)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
