"""os.path's string functions for POSIX paths (posixpath's behaviour), in RPython.

CPython's own join() goes through os.fspath() and a generic bytes-or-str check that do
not translate; a program's paths are strs, for which these compute the same results
(passes/host/host_space.cc substitutes them for os.path.join and its kin)."""

SEP = "/"


def _strip_trailing_seps(head):
    # "a/b/" -> "a/b", but a head made only of separators ("/", "//") stays as it is.
    if head and head != SEP * len(head):
        return head.rstrip(SEP)
    return head


def join(*parts):
    # One *args parameter (not `first, *rest`): os.path.join(*names) of a list then
    # passes the list's items as one tuple (rules_calls.cc, BindArguments).
    if len(parts) == 0:
        raise TypeError("join() missing 1 required positional argument: 'a'")
    path = parts[0]
    for i in range(1, len(parts)):
        part = parts[i]
        if part.startswith(SEP):
            path = part  # an absolute part discards what came before
        elif path == "" or path.endswith(SEP):
            path = path + part
        else:
            path = path + SEP + part
    return path


def split(path):
    cut = path.rfind(SEP) + 1
    return _strip_trailing_seps(path[:cut]), path[cut:]


def basename(path):
    return path[path.rfind(SEP) + 1:]


def dirname(path):
    return _strip_trailing_seps(path[:path.rfind(SEP) + 1])


def splitext(path):
    slash = path.rfind(SEP)
    dot = path.rfind(".")
    if dot > slash:
        # Leading dots of the file name (".bashrc", "..x") start no extension.
        start = slash + 1
        while start < dot:
            if path[start] != ".":
                return path[:dot], path[dot:]
            start += 1
    return path, ""


def isabs(path):
    return path.startswith(SEP)
