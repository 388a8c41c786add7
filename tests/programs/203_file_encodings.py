"""open(..., encoding=...): UTF-8 (and its spellings), ASCII and Latin-1 written and read back, their bytes shown through a binary read, and the codec errors' messages; UTF-8 sequences split across read chunks."""
import os
import sys

PATH = "rtfarm_corpus_203.txt"


def show_bytes():
    with open(PATH, "rb") as f:
        data = f.read()
    print(len(data), data)


def entry_point(argv):
    text = "café, naïve, ÿ\n"
    with open(PATH, "w", encoding="utf-8") as f:
        print(f.write(text))
    show_bytes()
    with open(PATH, encoding="UTF8") as f:
        print(repr(f.read()))

    with open(PATH, "w", encoding="latin-1") as f:
        print(f.write(text))
    show_bytes()
    with open(PATH, "r", encoding="latin-1") as f:
        print(repr(f.read()))
    with open(PATH, "r", encoding="iso-8859-1") as f:
        print(repr(f.readline()))

    with open(PATH, "w", encoding="ascii") as f:
        print(f.write("plain ascii\n"))
        try:
            f.write("no é here")
        except ValueError as e:
            print("ValueError:", e)
        try:
            f.write("snowman ☃")
        except ValueError as e:
            print("ValueError:", e)
    show_bytes()
    with open(PATH, "w", encoding="latin-1") as f:
        try:
            f.write("euro € sign")
        except ValueError as e:
            print("ValueError:", e)
        f.write("\xe9\xff")
    with open(PATH, "r", encoding="ascii") as f:
        try:
            f.read()
        except ValueError as e:
            print("ValueError:", e)

    # UTF-8 text of every width, much longer than a read chunk
    with open(PATH, "w") as f:
        for i in range(5000):
            f.write("aé☃😀"[i % 4])
            if i % 100 == 99:
                f.write("\n")
    with open(PATH) as f:
        text = f.read()
    print(len(text), text.count("😀"), text.count("\n"), repr(text[-6:]))
    with open(PATH) as f:
        n = 0
        chars = 0
        for line in f:
            n += 1
            chars += len(line)
    print(n, chars)
    with open(PATH) as f:
        parts = []
        while True:
            piece = f.read(333)
            if piece == "":
                break
            parts.append(piece)
    print(len(parts), "".join(parts) == text)
    os.remove(PATH)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
