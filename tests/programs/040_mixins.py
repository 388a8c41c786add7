"""Mixins (_mixin_ = True) adding methods to classes of a single-inheritance hierarchy."""


class ReprMixin:
    _mixin_ = True

    def tag(self):
        return "<" + self.label() + ">"


class CountMixin:
    _mixin_ = True

    def bump(self):
        self.count += 1
        return self.count


class Base:
    def __init__(self):
        self.count = 0

    def label(self):
        return "base"


class Widget(Base, ReprMixin, CountMixin):
    def label(self):
        return "widget#%d" % self.count


class Button(Widget):
    def label(self):
        return "button#%d" % self.count


class Plain(Base, CountMixin):
    pass


def entry_point(argv):
    w = Widget()
    b = Button()
    w.bump()
    b.bump()
    b.bump()
    print(w.tag(), b.tag())
    items = [w, b]
    for it in items:
        it.bump()
        print(it.tag(), it.count)
    p = Plain()
    for i in range(5):
        p.bump()
    print(p.label(), p.count)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
