# expect: the subclass 037_str_only_in_subclass.Loud defines __str__ but 037_str_only_in_subclass.Voice does not
# expect: 037_str_only_in_subclass.py:24
"""str() of a base instance whose class has only __repr__ while a subclass has __str__: refused (CPython would pick the subclass's __str__)."""


class Voice:
    def __init__(self, word):
        self.word = word

    def __repr__(self):
        return "Voice(%r)" % self.word


class Loud(Voice):
    def __str__(self):
        return self.word.upper()


def entry_point(argv):
    voices = [Voice("hi"), Loud("hey")]
    for v in voices:
        print(repr(v))
    for v in voices:
        print(str(v))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
