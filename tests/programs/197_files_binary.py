"""Binary files: wb/rb/ab/r+b/w+b, bytes read()/read(n)/readline()/readlines()/iteration, seek()/tell() with every whence, write() counts, mode names."""
import os
import sys

PATH = "rtfarm_corpus_197.bin"


def entry_point(argv):
    with open(PATH, "wb") as f:
        print(f.name, f.mode, f.tell())
        print(f.write(b"abc\n"))
        print(f.write(b"\xc3\xa9\x00\xff\n"))
        print(f.write(b""))
        f.writelines([b"x", b"yz\n"])
        print(f.tell())
    with open(PATH, "rb") as f:
        print(f.mode)
        data = f.read()
        print(data, len(data), f.tell())
        print(f.read(), f.read(3))
        print(f.seek(0), f.tell())
        print(f.read(2), f.tell())
        print(f.seek(3, 1), f.tell(), f.read(2))
        print(f.seek(-3, 2), f.read())
        print(f.seek(100), f.read(), f.tell())
        f.seek(0)
        print(f.readline(), f.readline(2), f.readline(), f.readline(), f.readline())
        f.seek(0)
        lines = f.readlines()
        print(len(lines))
        for line in lines:
            print(line)
        f.seek(1)
        for line in f:
            print(line, len(line))
    with open(PATH, "ab") as f:
        print(f.mode, f.tell())
        f.write(b"tail")
        print(f.tell())
    with open(PATH, "r+b") as f:
        print(f.mode)
        print(f.read(3))
        f.write(b"!")
        print(f.tell())
        f.seek(0)
        print(f.read())
    with open(PATH, "w+b") as f:
        print(f.mode)
        f.write(b"0123456789" * 1000)
        print(f.tell())
        f.seek(9995)
        print(f.read())
        f.seek(-20, 2)
        print(f.read(4), f.tell())
    # a big binary file with long and short lines
    with open(PATH, "wb") as f:
        for i in range(2000):
            f.write(b"row:" + b"\xe2\x82\xac" * (i % 13) + b"\n")
    n = 0
    size = 0
    with open(PATH, "rb") as f:
        for line in f:
            n += 1
            size += len(line)
        print(n, size, f.tell())
    os.remove(PATH)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
