# expect: tempfile.gettempdir() is not supported: the tempfile module is not translated
# expect: 557_tempfile_gettempdir.py:7
import tempfile


def entry_point(argv):
    path = tempfile.gettempdir() + "/notes.txt"
    print(len(path) > 0)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
