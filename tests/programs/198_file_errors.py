"""File errors: FileNotFoundError, IsADirectoryError, FileExistsError, NotADirectoryError with CPython's messages, errno, strerror and filename, caught as OSError; ValueError for I/O on closed files and for bad modes; LookupError for unknown encodings."""
import os
import sys

PATH = "rtfarm_corpus_198.txt"
DIR = "rtfarm_corpus_198_dir"


def try_open_r(path):
    try:
        f = open(path)
        print("opened", f.name)
        f.close()
    except FileNotFoundError as e:
        print("FileNotFoundError:", e)
        print(e.errno, e.strerror, e.filename)
    except IsADirectoryError as e:
        print("IsADirectoryError:", e)
        print(e.errno, e.strerror, e.filename)
    except OSError as e:
        print("OSError:", e)
        print(e.errno, e.strerror, e.filename)


def try_open_w(path):
    try:
        with open(path, "w") as f:
            f.write("x")
        print("wrote", path)
    except OSError as e:
        print("OSError:", e, e.errno)


def try_create(path):
    try:
        with open(path, "x") as f:
            f.write("new")
        print("created", path)
    except FileExistsError as e:
        print("FileExistsError:", e, e.errno, e.filename)


def closed_text(f, op):
    try:
        if op == 0:
            f.read()
        elif op == 1:
            f.readline()
        elif op == 2:
            f.write("x")
        elif op == 3:
            f.readlines()
        elif op == 4:
            f.seek(0)
        elif op == 5:
            f.tell()
        elif op == 6:
            f.flush()
        elif op == 7:
            for line in f:
                print(line)
        else:
            with f:
                pass
        print("no error")
    except ValueError as e:
        print(op, "ValueError:", e)


def closed_binary(f, op):
    try:
        if op == 0:
            f.read()
        elif op == 1:
            f.readline()
        elif op == 2:
            f.write(b"x")
        elif op == 3:
            f.readlines()
        elif op == 4:
            f.seek(0)
        elif op == 5:
            f.tell()
        elif op == 6:
            f.flush()
        elif op == 7:
            for line in f:
                print(line)
        else:
            with f:
                pass
        print("no error")
    except ValueError as e:
        print(op, "ValueError:", e)


def bad_mode(n):
    # open()'s mode is a constant in translated programs: one call per mode
    try:
        if n == 0:
            open(PATH, "z")
        elif n == 1:
            open(PATH, "rw")
        elif n == 2:
            open(PATH, "rbt")
        elif n == 3:
            open(PATH, "r+++")
        elif n == 4:
            open(PATH, "")
        elif n == 5:
            open(PATH, "rr")
        else:
            open(PATH, "wa")
    except ValueError as e:
        print(n, "ValueError:", e)


def entry_point(argv):
    try_open_r("rtfarm_corpus_198_missing.txt")
    try_open_r("")
    os.mkdir(DIR)
    try_open_r(DIR)
    try_open_w(DIR)
    try_open_w(DIR + "/sub/file.txt")
    try_open_w(PATH)
    try_open_r(PATH + "/inside")
    try_create(PATH)
    os.remove(PATH)
    try_create(PATH)
    try_create(PATH)
    try:
        os.mkdir(DIR)
    except FileExistsError as e:
        print("mkdir:", e)
    try:
        os.remove("rtfarm_corpus_198_missing.txt")
    except OSError as e:
        print("remove:", e, isinstance(e, FileNotFoundError))
    try:
        os.rmdir(PATH)
    except NotADirectoryError as e:
        print("rmdir:", e)
    os.rmdir(DIR)
    print(os.path.exists(DIR), os.path.isdir(DIR), os.path.isfile(PATH))

    f = open(PATH)
    f.close()
    for op in range(9):
        closed_text(f, op)
    g = open(PATH, "r+b")
    g.close()
    for op in range(9):
        closed_binary(g, op)
    g = open(PATH, "rb")
    g.close()
    closed_binary(g, 6)

    for n in range(7):
        bad_mode(n)
    try:
        open(PATH, "r", encoding="no-such-codec")
    except LookupError as e:
        print("LookupError:", e)
    try:
        open(PATH, "rb", encoding="utf-8")
    except ValueError as e:
        print("ValueError:", e)
    try:
        open("bad\x00name")
    except ValueError as e:
        print("ValueError:", e)
    os.remove(PATH)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
