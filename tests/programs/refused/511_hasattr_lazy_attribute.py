# expect: hasattr() of instance of 511_hasattr_lazy_attribute.Report: instances of 511_hasattr_lazy_attribute.Report get attribute '_lines' only on some paths or after __init__, so whether they have it depends on the run: set it in __init__ on every path (None until it is known) and test that instead
# expect: 511_hasattr_lazy_attribute.py:12
import sys


class Report:
    def __init__(self, text):
        self.text = text

    def lines(self):
        # An attribute made on first use: whether it exists depends on the calls so far.
        if not hasattr(self, "_lines"):
            self._lines = self.text.split("\n")
        return self._lines


def entry_point(argv):
    r = Report("a\nb")
    print(r.lines(), r.lines())
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
