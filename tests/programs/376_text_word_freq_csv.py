"""Text processing: word frequencies with dict.get and sorted by (-count, word), CSV-like parsing with split/strip and quoted fields, column statistics, a report with %-formatting, str.format alignment and f-strings, %(key)s formats of a dict, casefold, title, center, ljust, expandtabs."""
import sys

TEXT = """The quick brown fox jumps over the lazy dog. The dog sleeps; the fox runs!
A fox, a dog, and a cat walk into a bar. "The bar is closed," says the cat.
It's the end -- or is it? The END."""

CSV = """name, age, city, score
Alice, 30, "New York, NY", 88.5
Bob, 25, Boston, 92.25
  Carol ,41,Chicago,79
Dave, , Denver, 85.0
Eve, 35, "Austin", 
Mallory, x, Nowhere, 12
"""


class ParseError(Exception):
    pass


def words(text):
    out = []
    cur = []
    for ch in text:
        if ch.isalpha() or ch == "'":
            cur.append(ch.lower())
        elif cur:
            out.append("".join(cur))
            cur = []
    if cur:
        out.append("".join(cur))
    return out


def split_csv_line(line):
    fields = []
    cur = ""
    quoted = False
    for ch in line:
        if ch == '"':
            quoted = not quoted
        elif ch == "," and not quoted:
            fields.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if quoted:
        raise ParseError("unterminated quote in %r" % line)
    fields.append(cur.strip())
    return fields


def parse_csv(text):
    lines = [l for l in text.splitlines() if l.strip()]
    header = split_csv_line(lines[0])
    rows = []
    for n, line in enumerate(lines[1:], 2):
        fields = split_csv_line(line)
        if len(fields) != len(header):
            raise ParseError(f"line {n}: expected {len(header)} fields, got {len(fields)}")
        rows.append(dict(zip(header, fields)))
    return header, rows


def to_int(s, default):
    try:
        return int(s)
    except ValueError:
        return default


def to_float(s, default):
    try:
        return float(s)
    except ValueError:
        return default


def entry_point(argv):
    ws = words(TEXT)
    freq = {}
    for w in ws:
        freq[w] = freq.get(w, 0) + 1
    print(len(ws), "words,", len(freq), "distinct")
    top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))
    for w, c in top[:8]:
        print("%-8s %3d %s" % (w, c, "*" * c))
    longest = max(freq, key=len)
    print("longest:", longest, len(longest))
    print("by length:", sorted(set(ws), key=lambda w: (len(w), w))[:10])
    header, rows = parse_csv(CSV)
    print(header)
    for r in rows:
        print(r)
    ages = [to_int(r["age"], -1) for r in rows]
    print("ages", ages, "valid mean %.2f" % (sum([a for a in ages if a >= 0]) / len([a for a in ages if a >= 0])))
    scores = []
    for r in rows:
        s = to_float(r["score"], -1.0)
        if s >= 0:
            scores.append(s)
    print("scores", scores, "max", max(scores), "min", min(scores))
    print("{:<10}|{:^8}|{:>10}".format("name", "age", "city"))
    print("-" * 30)
    for r in rows:
        print("{:<10}|{:^8}|{:>10}".format(r["name"], r["age"] or "?", r["city"][:10]))
    for r in rows[:3]:
        print(f"{r['name'].upper():>8} {r['city'].title()!r} {len(r['city']):03d}")
    print("Straße".casefold(), "HELLO".casefold() == "hello")
    print("title case".title(), "x".center(9, "*"), "ab".ljust(5, ".") + "|", "ab".rjust(5) + "|")
    print("a,b,,c".split(","), "  a  b  ".split(), "a-b-c".rsplit("-", 1), "k=v=w".partition("="))
    print("hello world".replace("o", "0", 1), "abc".zfill(6), "-42".zfill(6), "tab\there".expandtabs(4))
    print(" ".join(reversed("one two three".split())), "Hello".swapcase(), "abc".find("z"), "abcabc".rfind("b"))
    print("%5.1f%%" % 12.345, "%x %o %e" % (255, 8, 12345.678), "%-6s|%6s|" % ("ab", "cd"), "%c" % 65)
    for r in rows[:3]:
        print("%(name)-8s|%(city)12s|%(age)3s|%(name)r %%" % r)
    try:
        print("%(nope)s" % rows[0])
    except KeyError as e:
        print("KeyError:", e)
    print("%(x)d/%(y)05.1f" % {"x": 3, "y": 2}, "%(a)s%(b)s" % {"a": "1", "b": "2"})
    try:
        split_csv_line('a, "b')
    except ParseError as e:
        print("ParseError:", e)
    try:
        parse_csv("a,b\n1,2,3\n")
    except ParseError as e:
        print("ParseError:", e)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
