"""Text accumulated with +=, as many programs build their output: a paragraph wrapped
into lines (each line and the whole text grown word by word), a run-length encoding and
a hex dump of that text, each built up one piece at a time. Prints lengths and
checksums. Usage: accumulate.py N (the number of paragraphs)."""

WORDS = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit",
         "sed", "do", "eiusmod", "tempor", "incididunt", "ut", "labore", "et", "dolore",
         "magna", "aliqua"]


def paragraph(seed, count):
    text = ""
    state = seed
    for _ in range(count):
        state = (state * 1103515245 + 12345) % 2147483648
        if text:
            text += " "
        text += WORDS[state % len(WORDS)]
    return text


def wrap(text, width):
    out = ""
    line = ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > width:
            out += line + "\n"
            line = ""
        if line:
            line += " "
        line += word
    if line:
        out += line + "\n"
    return out


def run_length(text):
    encoded = ""
    i = 0
    while i < len(text):
        j = i
        while j < len(text) and text[j] == text[i]:
            j += 1
        if j - i > 1:
            encoded += str(j - i)
        encoded += text[i]
        i = j
    return encoded


def hex_dump(text, limit):
    dump = ""
    for offset in range(0, min(len(text), limit), 16):
        chunk = text[offset:offset + 16]
        dump += "%08x  " % offset
        for ch in chunk:
            dump += "%02x " % ord(ch)
        dump += " " * (3 * (16 - len(chunk)))
        dump += " |" + chunk.replace("\n", ".") + "|\n"
    return dump


def checksum(s):
    total = 0
    for ch in s:
        total = (total * 31 + ord(ch)) % 1000000007
    return total


def entry_point(argv):
    n = int(argv[1]) if len(argv) > 1 else 200
    document = ""
    for p in range(n):
        document += wrap(paragraph(p, 120), 60 + p % 20) + "\n"
    encoded = run_length(document)
    dump = hex_dump(document, 200000)
    print(len(document), document.count("\n"), checksum(document))
    print(len(encoded), checksum(encoded))
    print(len(dump), checksum(dump))
    print(dump[:160], end="")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
