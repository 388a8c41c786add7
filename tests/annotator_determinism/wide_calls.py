"""Calls through PBCs of many methods and functions: prepared on every worker."""


class Box:
    def __init__(self, v):
        self.v = v


class Base:
    def run(self, x, box):
        return x

    def size(self, items):
        return len(items)


class C0(Base):
    def run(self, x, box):
        return (x * 1) & 0xFFFF

    def size(self, items):
        return len(items) + 0


class C1(Base):
    def run(self, x, box):
        return (x * 2) & 0xFFFF


class C2(Base):
    def run(self, x, box):
        return (x * 3) & 0xFFFF


class C3(Base):
    def run(self, x, box, extra=3):
        return x + extra + 3


class C4(Base):
    def run(self, x, box):
        return (x * 5) & 0xFFFF


class C5(Base):
    def run(self, x, box):
        box.v = box.v + 5
        return box.v

    def size(self, items):
        return len(items) + 5


class C6(Base):
    def run(self, x, box):
        return (x * 7) & 0xFFFF


class C7(Base):
    def run(self, x, box):
        return (x * 8) & 0xFFFF


class C8(Base):
    def run(self, x, box):
        return (x * 9) & 0xFFFF


class C9(Base):
    def run(self, x, box):
        return (x * 10) & 0xFFFF


class C10(Base):
    def run(self, x, box, extra=3):
        return x + extra + 10

    def size(self, items):
        return len(items) + 10


class C11(Base):
    def run(self, x, box):
        return (x * 12) & 0xFFFF


class C12(Base):
    def run(self, x, box):
        return (x * 13) & 0xFFFF


class C13(Base):
    def run(self, x, box):
        return (x * 14) & 0xFFFF


class C14(Base):
    def run(self, x, box):
        return (x * 15) & 0xFFFF


class C15(Base):
    def run(self, x, box):
        return (x * 16) & 0xFFFF

    def size(self, items):
        return len(items) + 15


class C16(Base):
    def run(self, x, box):
        box.v = box.v + 16
        return box.v


class C17(Base):
    def run(self, x, box, extra=3):
        return x + extra + 17


class C18(Base):
    def run(self, x, box):
        return (x * 19) & 0xFFFF


class C19(Base):
    def run(self, x, box):
        return (x * 20) & 0xFFFF


class C20(Base):
    def run(self, x, box):
        return (x * 21) & 0xFFFF

    def size(self, items):
        return len(items) + 20


class C21(Base):
    def run(self, x, box):
        return (x * 22) & 0xFFFF


class C22(Base):
    def run(self, x, box):
        return (x * 23) & 0xFFFF


class C23(Base):
    def run(self, x, box):
        return (x * 24) & 0xFFFF


class C24(Base):
    def run(self, x, box, extra=3):
        return x + extra + 24


class C25(Base):
    def run(self, x, box):
        return (x * 26) & 0xFFFF

    def size(self, items):
        return len(items) + 25


class C26(Base):
    def run(self, x, box):
        return (x * 27) & 0xFFFF


class C27(Base):
    def run(self, x, box):
        box.v = box.v + 27
        return box.v


class C28(Base):
    def run(self, x, box):
        return (x * 29) & 0xFFFF


class C29(Base):
    def run(self, x, box):
        return (x * 30) & 0xFFFF


class C30(Base):
    def run(self, x, box):
        return (x * 31) & 0xFFFF

    def size(self, items):
        return len(items) + 30


class C31(Base):
    def run(self, x, box, extra=3):
        return x + extra + 31


class C32(Base):
    def run(self, x, box):
        return (x * 33) & 0xFFFF


class C33(Base):
    def run(self, x, box):
        return (x * 34) & 0xFFFF


class C34(Base):
    def run(self, x, box):
        return (x * 35) & 0xFFFF


class C35(Base):
    def run(self, x, box):
        return (x * 36) & 0xFFFF

    def size(self, items):
        return len(items) + 35


class C36(Base):
    def run(self, x, box):
        return (x * 37) & 0xFFFF


class C37(Base):
    def run(self, x, box):
        return (x * 38) & 0xFFFF


class C38(Base):
    def run(self, x, box, extra=3):
        return x + extra + 38


class C39(Base):
    def run(self, x, box):
        return (x * 40) & 0xFFFF


class C40(Base):
    def run(self, x, box):
        return (x * 41) & 0xFFFF

    def size(self, items):
        return len(items) + 40


class C41(Base):
    def run(self, x, box):
        return (x * 42) & 0xFFFF


class C42(Base):
    def run(self, x, box):
        return (x * 43) & 0xFFFF


class C43(Base):
    def run(self, x, box):
        return (x * 44) & 0xFFFF


class C44(Base):
    def run(self, x, box):
        return (x * 45) & 0xFFFF


class C45(Base):
    def run(self, x, box, extra=3):
        return x + extra + 45

    def size(self, items):
        return len(items) + 45


class C46(Base):
    def run(self, x, box):
        return (x * 47) & 0xFFFF


class C47(Base):
    def run(self, x, box):
        return (x * 48) & 0xFFFF


def f0(a, b):
    return a - b


def f1(a, b):
    return a + b + 1


def f2(a, b):
    return a + b + 2


def f3(a, b):
    return a + b + 3


def f4(a, b):
    return a + b + 4


def f5(a, b):
    return a + b + 5


def f6(a, b):
    return a + b + 6


def f7(a, b):
    return a + b + 7


def f8(a, b):
    return a + b + 8


def f9(a, b):
    return a - b


def f10(a, b):
    return a + b + 10


def f11(a, b):
    return a + b + 11


def f12(a, b):
    return a + b + 12


def f13(a, b):
    return a + b + 13


def f14(a, b):
    return a + b + 14


def f15(a, b):
    return a + b + 15


def f16(a, b):
    return a + b + 16


def f17(a, b):
    return a + b + 17


def f18(a, b):
    return a - b


def f19(a, b):
    return a + b + 19


def f20(a, b):
    return a + b + 20


def f21(a, b):
    return a + b + 21


def f22(a, b):
    return a + b + 22


def f23(a, b):
    return a + b + 23


def f24(a, b):
    return a + b + 24


def f25(a, b):
    return a + b + 25


def f26(a, b):
    return a + b + 26


def f27(a, b):
    return a - b


def f28(a, b):
    return a + b + 28


def f29(a, b):
    return a + b + 29


def f30(a, b):
    return a + b + 30


def f31(a, b):
    return a + b + 31


def f32(a, b):
    return a + b + 32


def f33(a, b):
    return a + b + 33


def f34(a, b):
    return a + b + 34


def f35(a, b):
    return a + b + 35


def f36(a, b):
    return a - b


def f37(a, b):
    return a + b + 37


def f38(a, b):
    return a + b + 38


def f39(a, b):
    return a + b + 39


CLASSES = [C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, C13, C14, C15, C16, C17, C18, C19, C20, C21, C22, C23, C24, C25, C26, C27, C28, C29, C30, C31, C32, C33, C34, C35, C36, C37, C38, C39, C40, C41, C42, C43, C44, C45, C46, C47]
FUNCS = [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24, f25, f26, f27, f28, f29, f30, f31, f32, f33, f34, f35, f36, f37, f38, f39]


def pick(n):
    return CLASSES[n % len(CLASSES)]()


def site_a(n, box):
    op = pick(n)
    return op.run(n, box)


def site_b(n, box):
    op = pick(n + 1)
    return op.run(-n, box) + op.size([n])


def site_f(n):
    total = 0
    for f in FUNCS:
        total += f(n, total & 7)
    return total


def entry_point(argv):
    box = Box(len(argv))
    total = 0
    for n in range(len(argv) + 50):
        total += site_a(n, box) + site_b(n, box) + site_f(n)
    print(total)
    return 0
