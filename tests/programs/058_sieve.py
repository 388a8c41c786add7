"""Sieve of Eratosthenes with a list of bools; prime counting, twin primes, gaps."""


def sieve(limit):
    is_prime = [True] * (limit + 1)
    is_prime[0] = False
    is_prime[1] = False
    i = 2
    while i * i <= limit:
        if is_prime[i]:
            for j in range(i * i, limit + 1, i):
                is_prime[j] = False
        i += 1
    return [n for n in range(limit + 1) if is_prime[n]]


def entry_point(argv):
    primes = sieve(10000)
    print("count", len(primes), "last", primes[-1])
    print(primes[:20])
    twins = 0
    max_gap = 0
    gap_at = 0
    for k in range(1, len(primes)):
        d = primes[k] - primes[k - 1]
        if d == 2:
            twins += 1
        if d > max_gap:
            max_gap = d
            gap_at = primes[k - 1]
    print("twin pairs", twins, "max gap", max_gap, "after", gap_at)
    for limit in [10, 100, 1000]:
        print(limit, len(sieve(limit)))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
