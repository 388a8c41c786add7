"""A byte-oriented compressor and checksum: run-length coding into a bytearray, bytes() of a range and of a list, bytes repetition and comparison, hex(), decode, a CRC-8 over bits, a dict of functions as a tiny stack machine, and bit operations below 2**63."""


def rle_encode(data):
    out = bytearray()
    i = 0
    while i < len(data):
        j = i
        while j < len(data) and data[j] == data[i] and j - i < 255:
            j += 1
        out.append(j - i)
        out.append(data[i])
        i = j
    return bytes(out)


def rle_decode(data):
    out = bytearray()
    for k in range(0, len(data), 2):
        out.extend(bytes([data[k + 1]]) * data[k])
    return bytes(out)


def crc8(data):
    crc = 0
    for b in data:
        crc ^= b
        for _ in range(8):
            crc = ((crc << 1) ^ 0x07) & 0xFF if crc & 0x80 else (crc << 1) & 0xFF
    return crc


def op_add(stack):
    b = stack.pop()
    a = stack.pop()
    stack.append(a + b)


def op_mul(stack):
    b = stack.pop()
    a = stack.pop()
    stack.append(a * b)


def op_dup(stack):
    stack.append(stack[-1])


OPS = {"add": op_add, "mul": op_mul, "dup": op_dup}


def run(prog):
    stack = []
    for tok in prog.split():
        if tok in OPS:
            OPS[tok](stack)
        else:
            stack.append(int(tok))
    return stack


def entry_point(argv):
    raw = b"aaaabbbcccccccccccd" + bytes(range(5)) * 3
    enc = rle_encode(raw)
    print(enc, len(enc), rle_decode(enc) == raw, crc8(raw), hex(crc8(enc)))
    print(raw.hex(), raw[:4].decode("ascii"), list(raw[-3:]), raw.count(b"c"), raw.find(b"d"))
    print(run("2 3 add dup mul 4 mul"), run("1 2 3"), sorted(OPS))
    bits = 0
    for i in range(0, 62, 3):
        bits |= 1 << i
    print(bits, bin(bits).count("1"), bits >> 60, (bits ^ -1) & 0xFFFF, ~bits & 7, -bits >> 3)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
