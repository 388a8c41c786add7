"""An uncaught FileNotFoundError from open(): the output before it is kept and the exit status is 1, as CPython's (the traceback goes to stderr, which is not compared)."""
import sys


def load(path):
    with open(path) as f:
        return f.read()


def entry_point(argv):
    print("before")
    sys.stdout.write("partial line without newline")
    text = load("rtfarm_corpus_205_no_such_file.txt")
    print("never", text)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
