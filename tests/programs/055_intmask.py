"""rlib.rarithmetic.intmask: wrapping arithmetic for hashes and a linear congruential PRNG."""
from rlib.rarithmetic import intmask, LONG_BIT

# wrapped at import time: the constants themselves fit in 64 bits
WRAPPED_2_63 = intmask(2 ** 63)
WRAPPED_2_64_PLUS_5 = intmask(2 ** 64 + 5)


class LCG:
    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = intmask(self.state * 6364136223846793005 + 1442695040888963407)
        return self.state

    def below(self, n):
        return ((self.next() >> 33) & 0x7FFFFFFF) % n


def string_hash(s):
    h = 0
    for ch in s:
        h = intmask(h * 1000003 ^ ord(ch))
    return h


def entry_point(argv):
    print(LONG_BIT, WRAPPED_2_63, WRAPPED_2_64_PLUS_5, intmask(-1))
    rng = LCG(42)
    print([rng.below(100) for i in range(10)])
    print(rng.next(), rng.next())
    for w in ["a", "ab", "hello world", ""]:
        print(repr(w), string_hash(w))
    maxint = 9223372036854775806 + len(argv)
    print(intmask(maxint + 1), intmask(maxint * 2), intmask(maxint * maxint))
    buckets = [0] * 8
    for i in range(1000):
        buckets[rng.below(8)] += 1
    print(buckets, sum(buckets))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
