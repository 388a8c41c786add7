"""Greedy word wrapping at two widths with full justification of all but the last line."""

PARAGRAPH = ("RPython is a restricted subset of Python that is amenable to static analysis. "
             "Programs written in it can be translated into efficient C code, with type "
             "inference over the whole program deciding the representation of every value.")


def wrap(text, width):
    lines = []
    cur = []
    cur_len = 0
    for w in text.split():
        extra = len(w) if not cur else len(w) + 1
        if cur and cur_len + extra > width:
            lines.append(cur)
            cur = [w]
            cur_len = len(w)
        else:
            cur.append(w)
            cur_len += extra
    if cur:
        lines.append(cur)
    return lines


def justify(words, width):
    if len(words) == 1:
        return words[0]
    letters = 0
    for w in words:
        letters += len(w)
    gaps = len(words) - 1
    spaces = width - letters
    out = []
    for i in range(gaps):
        n = spaces // gaps + (1 if i < spaces % gaps else 0)
        out.append(words[i] + " " * n)
    out.append(words[-1])
    return "".join(out)


def entry_point(argv):
    for width in [30, 45]:
        print("width", width)
        lines = wrap(PARAGRAPH, width)
        for i in range(len(lines)):
            if i < len(lines) - 1:
                print("|" + justify(lines[i], width) + "|")
            else:
                print("|" + " ".join(lines[i]).ljust(width) + "|")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
