"""reverse-complement (Computer Language Benchmarks Game): fasta's output (made
in-process by fasta's generator) read back sequence by sequence, each written as its
reverse complement in lines of 60 under its header. Usage: revcomp.py N (fasta's N)."""

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

# Complements, upper and lower case in, upper case out (the benchmark's table).
PAIRS = ["AT", "CG", "GC", "TA", "UA", "MK", "RY", "WW", "SS", "YR", "KM", "VB", "HD",
         "DH", "BV", "NN"]


class Random:
    def __init__(self):
        self.last = 42

    def next(self):
        self.last = (self.last * IA + IC) % IM
        return self.last * 1.0 / IM


def fasta_lines(n):
    """fasta's output, as the list of its lines."""
    lines = [">ONE Homo sapiens alu"]
    pos = 0
    left = n * 2
    while left > 0:
        m = LINE if left > LINE else left
        chars = []
        for i in range(m):
            chars.append(ALU[pos])
            pos = (pos + 1) % len(ALU)
        lines.append("".join(chars))
        left -= m
    rng = Random()
    random_lines(lines, ">TWO IUB ambiguity codes", IUB_CHARS, IUB_PROBS, n * 3, rng)
    random_lines(lines, ">THREE Homo sapiens frequency", HOMO_CHARS, HOMO_PROBS, n * 5, rng)
    return lines


def random_lines(lines, header, chars, probs, n, rng):
    lines.append(header)
    cum = []
    total = 0.0
    for p in probs:
        total += p
        cum.append(total)
    last = len(cum) - 1
    while n > 0:
        m = LINE if n > LINE else n
        line = []
        for i in range(m):
            r = rng.next()
            k = 0
            while k < last and cum[k] < r:
                k += 1
            line.append(chars[k])
        lines.append("".join(line))
        n -= m


def complement_table():
    table = ["?"] * 128
    for pair in PAIRS:
        table[ord(pair[0])] = pair[1]
        table[ord(pair[0].lower())] = pair[1]
    return table


def write_reverse_complement(header, seq, table):
    print(header)
    out = []
    i = len(seq) - 1
    while i >= 0:
        out.append(table[ord(seq[i])])
        if len(out) == LINE:
            print("".join(out))
            del out[:]
        i -= 1
    if out:
        print("".join(out))


def entry_point(argv):
    n = 1000
    if len(argv) > 1:
        n = int(argv[1])
    table = complement_table()
    header = ""
    body = []
    for line in fasta_lines(n):
        if line.startswith(">"):
            if header:
                write_reverse_complement(header, "".join(body), table)
            header = line
            del body[:]
        else:
            body.append(line)
    if header:
        write_reverse_complement(header, "".join(body), table)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
