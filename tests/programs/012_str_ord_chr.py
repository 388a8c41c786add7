"""ord() and chr(): a Caesar cipher, ROT13 and a checksum over characters."""


def shift_char(ch, k):
    if "a" <= ch <= "z":
        return chr((ord(ch) - ord("a") + k) % 26 + ord("a"))
    if "A" <= ch <= "Z":
        return chr((ord(ch) - ord("A") + k) % 26 + ord("A"))
    return ch


def caesar(text, k):
    out = []
    for ch in text:
        out.append(shift_char(ch, k))
    return "".join(out)


def checksum(text):
    h = 0
    for ch in text:
        h = (h * 31 + ord(ch)) % 1000000007
    return h


def entry_point(argv):
    print(ord("A"), ord("a"), ord("0"), ord(" "), ord("~"))
    print(chr(65), chr(97), chr(48), chr(10) == "\n")
    msg = "Attack at Dawn, 10 o'clock!"
    enc = caesar(msg, 3)
    print(enc)
    print(caesar(enc, -3))
    print(caesar(msg, 13))
    print(caesar(caesar(msg, 13), 13) == msg)
    print("checksum", checksum(msg))
    alphabet = ""
    for i in range(26):
        alphabet += chr(ord("a") + i)
    print(alphabet)
    print(ord("é"), chr(233), chr(0x263A), len(chr(0x263A)))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
