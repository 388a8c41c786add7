"""LZ77 compression over bytes: sliding window search, tuples of (offset, length, next), a byte format with struct-free packing, adler32 and crc32 by hand, base64 by hand, checksums packed with int.to_bytes and read back with int.from_bytes (both byte orders, signed, CPython's errors)."""
import sys

B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
CRC_TABLE = []


def make_crc_table():
    for n in range(256):
        c = n
        for _ in range(8):
            if c & 1:
                c = 0xEDB88320 ^ (c >> 1)
            else:
                c >>= 1
        CRC_TABLE.append(c)


def crc32(data):
    crc = 0xFFFFFFFF
    for b in data:
        crc = CRC_TABLE[(crc ^ b) & 0xFF] ^ (crc >> 8)
    return crc ^ 0xFFFFFFFF


def adler32(data):
    a, b = 1, 0
    for byte in data:
        a = (a + byte) % 65521
        b = (b + a) % 65521
    return (b << 16) | a


def b64encode(data):
    out = []
    for i in range(0, len(data), 3):
        chunk = data[i:i + 3]
        n = len(chunk)
        val = 0
        for b in chunk:
            val = (val << 8) | b
        val <<= 8 * (3 - n)
        for j in range(4):
            if j <= n:
                out.append(B64[(val >> (18 - 6 * j)) & 63])
            else:
                out.append("=")
    return "".join(out)


def b64decode(text):
    text = text.rstrip("=")
    out = bytearray()
    val = 0
    bits = 0
    for ch in text:
        val = ((val << 6) | B64.index(ch)) & 0xFFFFFF
        bits += 6
        if bits >= 8:
            bits -= 8
            out.append((val >> bits) & 0xFF)
    return bytes(out)


def compress(data, window=255, max_len=15):
    i = 0
    tokens = []
    while i < len(data):
        best_off = 0
        best_len = 0
        start = max(0, i - window)
        for j in range(start, i):
            length = 0
            while (length < max_len and i + length < len(data) - 1
                   and data[j + length] == data[i + length]):
                length += 1
            if length > best_len:
                best_len = length
                best_off = i - j
        nxt = data[i + best_len]
        tokens.append((best_off, best_len, nxt))
        i += best_len + 1
    return tokens


def serialize(tokens):
    out = bytearray()
    for off, length, nxt in tokens:
        out.append(off)
        out.append(length)
        out.append(nxt)
    return bytes(out)


def decompress(blob):
    out = bytearray()
    for k in range(0, len(blob), 3):
        off, length, nxt = blob[k], blob[k + 1], blob[k + 2]
        start = len(out) - off
        for m in range(length):
            out.append(out[start + m])
        out.append(nxt)
    return bytes(out)


def entry_point(argv):
    make_crc_table()
    text = ("abracadabra " * 6 + "the rain in spain stays mainly in the plain. " * 4).encode("ascii")
    print(len(text), hex(crc32(text)), adler32(text))
    print(hex(crc32(b"")), hex(crc32(b"The quick brown fox jumps over the lazy dog")))
    tokens = compress(text)
    print(len(tokens), tokens[:6])
    blob = serialize(tokens)
    print("compressed %d -> %d (%.1f%%)" % (len(text), len(blob), 100.0 * len(blob) / len(text)))
    back = decompress(blob)
    print(back == text, back[:24])
    for s in [b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", blob[:10]]:
        e = b64encode(s)
        print(repr(s), e, b64decode(e) == s)
    print(b64encode("héllo wörld".encode("utf-8")))
    packed = crc32(text).to_bytes(4, "big") + adler32(text).to_bytes(4, byteorder="little")
    print(packed.hex(), int.from_bytes(packed[:4], "big") == crc32(text), int.from_bytes(packed[4:], "little"))
    print(int.from_bytes(b"\x01\x02", "little"), int.from_bytes(b"", "big"), int.from_bytes(b"\xff\xfe", "big", signed=True),
          int.from_bytes(b"\x80" + bytes(7), byteorder="little", signed=True), int.from_bytes(b"\xff" * 10, "big", signed=True))
    print((258).to_bytes(2, "little"), (-2).to_bytes(2, "big", signed=True), (0).to_bytes(0, "big"), (1).to_bytes(),
          (2 ** 63 - 1).to_bytes(10, "little"), (-1).to_bytes(9, "big", signed=True), (255).to_bytes(length=1, byteorder="big"))
    for x, n, s in [(256, 1, False), (-1, 2, False), (128, 1, True), (-129, 1, True), (5, -1, False)]:
        try:
            print(x.to_bytes(n, "big", signed=s))
        except OverflowError as e:
            print("OverflowError:", e)
        except ValueError as e:
            print("ValueError:", e)
    data = bytes(range(256))
    print(crc32(data), adler32(data), b64encode(data)[-12:])
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
