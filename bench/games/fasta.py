"""fasta (Computer Language Benchmarks Game): a repeated ALU sequence and two random DNA
sequences from a linear congruential generator and cumulative probabilities, as FASTA
lines of 60. Usage: fasta.py N."""

ALU = ("GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGG"
       "GAGGCCGAGGCGGGCGGATCACCTGAGGTCAGGAGTTCGAGA"
       "CCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACTAAAAAT"
       "ACAAAAATTAGCCGGGCGTGGTGGCGCGCGCCTGTAATCCCA"
       "GCTACTCGGGAGGCTGAGGCAGGAGAATCGCTTGAACCCGGG"
       "AGGCGGAGGTTGCAGTGAGCCGAGATCGCGCCACTGCACTCC"
       "AGCCTGGGCGACAGAGCGAGACTCCGTCTCAAAAA")

IUB_CHARS = "acgtBDHKMNRSVWY"
IUB_PROBS = [0.27, 0.12, 0.12, 0.27, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02,
             0.02, 0.02, 0.02]
HOMO_CHARS = "acgt"
HOMO_PROBS = [0.3029549426680, 0.1979883004921, 0.1975473066391, 0.3015094502008]

IM = 139968
IA = 3877
IC = 29573
LINE = 60


class Random:
    def __init__(self):
        self.last = 42

    def next(self):
        self.last = (self.last * IA + IC) % IM
        return self.last * 1.0 / IM


def repeat_fasta(header, source, n):
    print(header)
    width = len(source)
    pos = 0
    line = []
    while n > 0:
        m = LINE if n > LINE else n
        del line[:]
        for i in range(m):
            line.append(source[pos])
            pos += 1
            if pos == width:
                pos = 0
        print("".join(line))
        n -= m


def cumulative(probs):
    result = []
    total = 0.0
    for p in probs:
        total += p
        result.append(total)
    return result


def random_fasta(header, chars, probs, n, rng):
    print(header)
    cum = cumulative(probs)
    last = len(cum) - 1
    line = []
    while n > 0:
        m = LINE if n > LINE else n
        del line[:]
        for i in range(m):
            r = rng.next()
            k = 0
            while k < last and cum[k] < r:
                k += 1
            line.append(chars[k])
        print("".join(line))
        n -= m


def entry_point(argv):
    n = 1000
    if len(argv) > 1:
        n = int(argv[1])
    rng = Random()
    repeat_fasta(">ONE Homo sapiens alu", ALU, n * 2)
    random_fasta(">TWO IUB ambiguity codes", IUB_CHARS, IUB_PROBS, n * 3, rng)
    random_fasta(">THREE Homo sapiens frequency", HOMO_CHARS, HOMO_PROBS, n * 5, rng)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
