"""k-nucleotide (Computer Language Benchmarks Game): k-mer frequencies of the third
sequence of fasta's output (made in-process by fasta's generator, upper-cased): every
1-mer and 2-mer with its percentage, sorted by frequency, then the counts of five given
k-mers. Usage: knucleotide.py N (fasta's N)."""

IM = 139968
IA = 3877
IC = 29573

HOMO_CHARS = "ACGT"
HOMO_PROBS = [0.3029549426680, 0.1979883004921, 0.1975473066391, 0.3015094502008]


class Random:
    def __init__(self):
        self.last = 42

    def next(self):
        self.last = (self.last * IA + IC) % IM
        return self.last * 1.0 / IM


def three_sequence(n):
    """The sequence fasta writes after `>THREE`: its randoms come after the 3 * n of the
    second sequence."""
    rng = Random()
    for i in range(n * 3):
        rng.next()
    cum = []
    total = 0.0
    for p in HOMO_PROBS:
        total += p
        cum.append(total)
    last = len(cum) - 1
    chars = []
    for i in range(n * 5):
        r = rng.next()
        k = 0
        while k < last and cum[k] < r:
            k += 1
        chars.append(HOMO_CHARS[k])
    return "".join(chars)


def count_kmers(seq, k):
    counts = {}
    for i in range(len(seq) - k + 1):
        key = seq[i:i + k]
        counts[key] = counts.get(key, 0) + 1
    return counts


def print_frequencies(seq, k):
    counts = count_kmers(seq, k)
    total = len(seq) - k + 1
    ranked = []
    for key, count in counts.items():
        ranked.append((-count, key))
    ranked.sort()
    for negative, key in ranked:
        print("%s %.3f" % (key, 100.0 * -negative / total))
    print("")


def entry_point(argv):
    n = 1000
    if len(argv) > 1:
        n = int(argv[1])
    seq = three_sequence(n)
    print_frequencies(seq, 1)
    print_frequencies(seq, 2)
    for wanted in ["GGT", "GGTA", "GGTATT", "GGTATTTTAATT", "GGTATTTTAATTTATAGT"]:
        counts = count_kmers(seq, len(wanted))
        print("%d\t%s" % (counts.get(wanted, 0), wanted))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
