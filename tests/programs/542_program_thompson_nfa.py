"""Regular expressions by Thompson's construction: postfix conversion, NFA, simulation."""


class State:
    __slots__ = ("c", "out", "out1", "lastlist", "ident")
    MATCH = 256
    SPLIT = 257
    ANY = 258
    count = 0

    def __init__(self, c, out=None, out1=None):
        self.c = c
        self.out = out
        self.out1 = out1
        self.lastlist = -1
        State.count += 1
        self.ident = State.count

    def __repr__(self):
        if self.c == State.MATCH:
            return "<match>"
        if self.c == State.SPLIT:
            return f"<split {self.ident}>"
        return f"<{chr(self.c)!r} {self.ident}>"


class Frag:
    """A partially built NFA: a start state and the dangling arrows to patch."""

    def __init__(self, start, outs):
        self.start = start
        self.outs = outs  # list of (state, which) pairs

    def patch(self, s):
        for st, which in self.outs:
            if which == 0:
                st.out = s
            else:
                st.out1 = s


def re2post(pattern):
    """Insert explicit concatenation ('.') and convert to postfix (shunting yard)."""
    out = []
    nalt = 0
    natom = 0
    stack = []
    for ch in pattern:
        if ch == "(":
            if natom > 1:
                natom -= 1
                out.append(".")
            stack.append((nalt, natom))
            nalt = 0
            natom = 0
        elif ch == "|":
            if natom == 0:
                raise ValueError("empty alternative in %r" % pattern)
            natom -= 1
            while natom > 0:
                out.append(".")
                natom -= 1
            nalt += 1
        elif ch == ")":
            if not stack or natom == 0:
                raise ValueError("bad parenthesis in %r" % pattern)
            natom -= 1
            while natom > 0:
                out.append(".")
                natom -= 1
            while nalt > 0:
                out.append("|")
                nalt -= 1
            nalt, natom = stack.pop()
            natom += 1
        elif ch in "*+?":
            if natom == 0:
                raise ValueError(f"nothing to repeat in {pattern!r}")
            out.append(ch)
        else:
            if natom > 1:
                natom -= 1
                out.append(".")
            out.append("\\." if ch == "." else ch)
            natom += 1
    if stack:
        raise ValueError("unbalanced ( in %r" % pattern)
    natom -= 1
    while natom > 0:
        out.append(".")
        natom -= 1
    while nalt > 0:
        out.append("|")
        nalt -= 1
    return out


def post2nfa(postfix):
    stack = []
    for tok in postfix:
        if tok == ".":
            e2 = stack.pop()
            e1 = stack.pop()
            e1.patch(e2.start)
            stack.append(Frag(e1.start, e2.outs))
        elif tok == "|":
            e2 = stack.pop()
            e1 = stack.pop()
            s = State(State.SPLIT, e1.start, e2.start)
            stack.append(Frag(s, e1.outs + e2.outs))
        elif tok == "?":
            e = stack.pop()
            s = State(State.SPLIT, e.start)
            stack.append(Frag(s, e.outs + [(s, 1)]))
        elif tok == "*":
            e = stack.pop()
            s = State(State.SPLIT, e.start)
            e.patch(s)
            stack.append(Frag(s, [(s, 1)]))
        elif tok == "+":
            e = stack.pop()
            s = State(State.SPLIT, e.start)
            e.patch(s)
            stack.append(Frag(e.start, [(s, 1)]))
        else:
            c = State.ANY if tok == "\\." else ord(tok)
            s = State(c)
            stack.append(Frag(s, [(s, 0)]))
    e = stack.pop()
    assert not stack
    e.patch(State(State.MATCH))
    return e.start


class Matcher:
    def __init__(self, pattern):
        self.pattern = pattern
        self.start = post2nfa(re2post(pattern))
        self.listid = 0
        self.steps = 0

    def addstate(self, lst, s):
        if s is None or s.lastlist == self.listid:
            return
        s.lastlist = self.listid
        if s.c == State.SPLIT:
            self.addstate(lst, s.out)
            self.addstate(lst, s.out1)
            return
        lst.append(s)

    def match(self, text):
        self.listid += 1
        clist = []
        self.addstate(clist, self.start)
        for ch in text:
            self.listid += 1
            nlist = []
            code = ord(ch)
            for s in clist:
                self.steps += 1
                if s.c == code or s.c == State.ANY:
                    self.addstate(nlist, s.out)
            clist = nlist
            if not clist:
                return False
        return any(s.c == State.MATCH for s in clist)


TESTS = [
    ("abc", ["abc", "ab", "abcd", ""]),
    ("a(b|c)*d", ["ad", "abd", "abcbcd", "abce", "a"]),
    ("(a|b)+c?", ["a", "abba", "abbac", "c", "abcc"]),
    ("colou?r", ["color", "colour", "colouur"]),
    ("h.llo", ["hello", "hallo", "hllo"]),
    ("(0|1(01*0)*1)*", ["", "0", "11", "110", "1001", "111", "1100"]),
    ("a?" * 8 + "a" * 8, ["a" * 8, "a" * 12, "a" * 17]),
]


def entry_point(argv):
    print("".join(re2post("a(b|c)*d")))
    for pattern, words in TESTS:
        m = Matcher(pattern)
        results = {w: m.match(w) for w in words}
        shown = " ".join(f"{w or 'ε'}:{'Y' if ok else 'n'}" for w, ok in results.items())
        print(f"{pattern:<26} {shown}  [{m.steps} steps]")
    print(repr(Matcher("ab").start), repr(Matcher("a|b").start))
    for bad in ("a(b", "*a", "a|", "(|a)"):
        try:
            Matcher(bad)
        except ValueError as e:
            print("ValueError:", e)
        except IndexError:
            print("IndexError for", bad)
    print("states made:", State.count)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
