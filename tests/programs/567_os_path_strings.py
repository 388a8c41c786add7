"""os.path's string functions on POSIX paths as CPython's posixpath computes them:
join (absolute parts, empty parts, trailing slashes), split, basename, dirname (runs of
slashes), splitext (dot files, several dots, dots in directories) and isabs
(rlib/rpath.py)."""
import os
import os.path
from os.path import join, splitext


def entry_point(argv):
    print(os.path.join("a", "b", "c.txt"), join("a/", "b"), join("", "x"), join("a", ""))
    print(join("a", "/abs", "b"), join("/", "etc"), join("a//", "b//"), join("a"))
    parts = ["usr", "local", "lib"]
    print(join("/", parts[0], parts[1], parts[2]), os.path.join(parts[0], parts[1]))
    paths = ["/home/user/notes.txt", "notes.tar.gz", ".bashrc", "dir.d/file", "a/b/",
             "//", "/", "", "..x.y", "x.", "/a//b", "...", "a/.hidden.txt"]
    for p in paths:
        print(repr(p), os.path.split(p), os.path.basename(p), repr(os.path.dirname(p)),
              splitext(p), os.path.isabs(p))
    root, ext = os.path.splitext("report.final.PDF")
    print(root, ext.lower(), ext == ".PDF")
    out = join(os.path.dirname("/data/in/x.csv"), "out", os.path.basename("/data/in/x.csv"))
    print(out, splitext(out)[0] + ".json")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
