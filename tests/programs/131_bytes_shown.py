"""bytes shown as CPython shows them: str(), repr(), print(), % and f-strings all give
b'...', with CPython's quote choice and escapes (tabs, newlines, quotes, backslashes,
bytes outside printable ASCII as \\xhh)."""


def pick(flag):
    if flag:
        return b"it's"
    return b'say "hi"'


def entry_point(argv):
    plain = b"abc"
    odd = b"tab\tnl\nret\rnul\x00del\x7fhigh\xff\\end"
    print(plain, odd)
    print(str(plain), repr(odd), len(odd))
    print(pick(True), pick(False), b"both ' and \"", b"")
    print("%s|%r" % (plain, odd), f"{plain}|{odd!r}|{plain!s}")
    part = odd[:3]
    print(part, odd[3:5], odd[-4:], odd[::3], len(part), str(odd[5:6]))
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
