"""fannkuch-redux (Computer Language Benchmarks Game): the maximum number of pancake flips
over all permutations of 1..n, and a checksum of the flip counts in permutation order.
Usage: fannkuchredux.py N."""


def fannkuch(n):
    perm1 = list(range(n))
    count = [0] * n
    perm = [0] * n
    max_flips = 0
    checksum = 0
    perm_count = 0
    r = n
    while True:
        while r != 1:
            count[r - 1] = r
            r -= 1
        for i in range(n):
            perm[i] = perm1[i]
        flips = 0
        k = perm[0]
        while k != 0:
            i = 0
            j = k
            while i < j:
                t = perm[i]
                perm[i] = perm[j]
                perm[j] = t
                i += 1
                j -= 1
            flips += 1
            k = perm[0]
        if flips > max_flips:
            max_flips = flips
        if perm_count % 2 == 0:
            checksum += flips
        else:
            checksum -= flips
        # the next permutation, in the benchmark's rotation order
        while True:
            if r == n:
                return checksum, max_flips
            first = perm1[0]
            for i in range(r):
                perm1[i] = perm1[i + 1]
            perm1[r] = first
            count[r] -= 1
            if count[r] > 0:
                break
            r += 1
        perm_count += 1


def entry_point(argv):
    n = 7
    if len(argv) > 1:
        n = int(argv[1])
    checksum, max_flips = fannkuch(n)
    print(checksum)
    print("Pfannkuchen(%d) = %d" % (n, max_flips))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
