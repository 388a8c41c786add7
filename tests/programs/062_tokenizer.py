"""A hand-written tokenizer: numbers, identifiers, strings, operators; token objects."""


class Token:
    def __init__(self, kind, text, pos):
        self.kind = kind
        self.text = text
        self.pos = pos


class LexError(Exception):
    def __init__(self, pos):
        self.pos = pos


OPERATORS = ["==", "!=", "<=", ">=", "+", "-", "*", "/", "(", ")", "=", "<", ">", ","]


def tokenize(src):
    tokens = []
    i = 0
    n = len(src)
    while i < n:
        ch = src[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit():
            start = i
            while i < n and (src[i].isdigit() or src[i] == "."):
                i += 1
            tokens.append(Token("num", src[start:i], start))
        elif ch.isalpha() or ch == "_":
            start = i
            while i < n and (src[i].isalnum() or src[i] == "_"):
                i += 1
            tokens.append(Token("name", src[start:i], start))
        elif ch == '"':
            end = src.find('"', i + 1)
            if end < 0:
                raise LexError(i)
            tokens.append(Token("str", src[i + 1:end], i))
            i = end + 1
        else:
            for op in OPERATORS:
                if src.startswith(op, i):
                    tokens.append(Token("op", op, i))
                    i += len(op)
                    break
            else:
                raise LexError(i)
    return tokens


def entry_point(argv):
    sources = ['x = foo(12, 3.5) + "hi there"', "if a_1 >= 10 == b", "bad $ char", 'open "quote']
    for src in sources:
        try:
            toks = tokenize(src)
            print(len(toks), "tokens:", " ".join(["%s:%s" % (t.kind, t.text) for t in toks]))
        except LexError as e:
            print("lex error at", e.pos, repr(src[e.pos]))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
