"""Classes held in a variable: instantiated through a table, sharing one __init__."""

class Op:
    def __init__(self, a):
        self.a = a
    def run(self):
        return self.a
class Add(Op):
    def run(self):
        return self.a + 1
class Mul(Op):
    def run(self):
        return self.a * 2
TABLE = [Op, Add, Mul]
def entry_point(argv):
    out = []
    for i in range(6):
        cls = TABLE[i % 3]
        out.append(cls(i).run())
    print(out)
    return 0
if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
