"""wide_calls.py's methods and functions, with a third call site passing a str where the
others pass ints, and one method (Tagger.run) storing its argument on the instance: the
unions fail inside calls through PBCs of 40 to 49 descs (prepared on every worker), and
the errors must not depend on the threads."""
from wide_calls import CLASSES, Box, Base, site_f


class Tagger(Base):
    def run(self, x, box):
        self.tag = x
        return 0


TAGGED = CLASSES[:20] + [Tagger] + CLASSES[21:]


def pick(n):
    return TAGGED[n % len(TAGGED)]()


def site_a(n, box):
    op = pick(n)
    return op.run(n, box)


def site_b(n, box):
    op = pick(n + 1)
    return op.run(-n, box) + op.size([n])


def site_c(n, box):
    op = pick(n + 2)
    return op.run("s" + str(n), box)


def entry_point(argv):
    box = Box(len(argv))
    total = 0
    for n in range(len(argv) + 50):
        total += site_a(n, box) + site_b(n, box) + site_f(n)
        total += site_c(n, box)
    print(total)
    return 0
