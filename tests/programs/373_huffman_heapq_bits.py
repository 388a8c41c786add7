"""Huffman coding: Counter-free frequency dict, heapq of tuples, tree node classes, codes as bit strings, packing bits into bytes, decoding."""
import heapq
import sys


class Node:
    def __init__(self, weight):
        self.weight = weight

    def is_leaf(self):
        return False


class Leaf(Node):
    def __init__(self, weight, symbol):
        Node.__init__(self, weight)
        self.symbol = symbol

    def is_leaf(self):
        return True


class Internal(Node):
    def __init__(self, left, right):
        Node.__init__(self, left.weight + right.weight)
        self.left = left
        self.right = right


def frequencies(text):
    freq = {}
    for ch in text:
        freq[ch] = freq.get(ch, 0) + 1
    return freq


def build_tree(freq):
    heap = []
    counter = 0
    for sym in sorted(freq):
        heap.append((freq[sym], counter, Leaf(freq[sym], sym)))
        counter += 1
    heapq.heapify(heap)
    while len(heap) > 1:
        w1, _, a = heapq.heappop(heap)
        w2, _, b = heapq.heappop(heap)
        heapq.heappush(heap, (w1 + w2, counter, Internal(a, b)))
        counter += 1
    return heap[0][2]


def assign_codes(node, prefix, codes):
    if isinstance(node, Leaf):
        codes[node.symbol] = prefix or "0"
    elif isinstance(node, Internal):
        assign_codes(node.left, prefix + "0", codes)
        assign_codes(node.right, prefix + "1", codes)


def encode(text, codes):
    return "".join([codes[ch] for ch in text])


def pack(bits):
    out = bytearray()
    for i in range(0, len(bits), 8):
        chunk = bits[i:i + 8]
        chunk = chunk + "0" * (8 - len(chunk))
        out.append(int(chunk, 2))
    return bytes(out)


def unpack(data, nbits):
    bits = "".join(["{:08b}".format(b) for b in data])
    return bits[:nbits]


def decode(bits, tree):
    out = []
    node = tree
    for bit in bits:
        if isinstance(node, Internal):
            node = node.left if bit == "0" else node.right
        if isinstance(node, Leaf):
            out.append(node.symbol)
            node = tree
    return "".join(out)


TEXT = """it was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness, it was the spring of hope,
it was the winter of despair."""


def entry_point(argv):
    freq = frequencies(TEXT)
    tree = build_tree(freq)
    codes = {}
    assign_codes(tree, "", codes)
    for sym in sorted(codes, key=lambda s: (len(codes[s]), s))[:12]:
        print("%r %3d %s" % (sym, freq[sym], codes[sym]))
    bits = encode(TEXT, codes)
    packed = pack(bits)
    print(len(TEXT), "chars ->", len(bits), "bits ->", len(packed), "bytes")
    print("ratio %.4f" % (len(packed) / len(TEXT)))
    print(packed[:16].hex())
    print(packed[:8])
    back = decode(unpack(packed, len(bits)), tree)
    print("roundtrip ok:", back == TEXT)
    total = 0
    for i in range(30):
        t = TEXT[i:] + TEXT[:i]
        c = {}
        assign_codes(build_tree(frequencies(t)), "", c)
        total += len(encode(t, c))
    print("total bits", total)
    single = {}
    assign_codes(build_tree(frequencies("aaaa")), "", single)
    print(single)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
