"""The `random` module of translated programs: CPython 3.11's algorithms in RPython 3.

A program imports the standard `random` (on CPython it runs the real one); the
translator substitutes this module for it, `Random` for `random.Random`, and this
module's functions for the bound methods of `random._inst` (docs/rlib.md). Every
sequence is CPython's for the same integer seed: the Mersenne Twister of
Modules/_randommodule.c (init_genrand, init_by_array seeded from the 32-bit words of
abs(seed), genrand_uint32, random() as 53 bits from two outputs, getrandbits) and the
methods of Lib/random.py (_randbelow_with_getrandbits, randrange, randint, choice,
choices, shuffle, sample, uniform, triangular, gauss, normalvariate, lognormvariate,
expovariate, paretovariate, weibullvariate).

Differences: integers are 64-bit, so getrandbits(k) takes k <= 63 and seeds are ints
(seed() with no argument, or None, seeds from os.urandom as CPython does; the int
NO_SEED, -2**63, stands for "no argument" and so cannot be a seed itself); float, str
and bytes seeds are not supported.
"""

import math
import os

from rlib.objectmodel import specialize

N = 624
M = 397
MATRIX_A = 0x9908B0DF
UPPER_MASK = 0x80000000
LOWER_MASK = 0x7FFFFFFF
MASK32 = 0xFFFFFFFF
NO_SEED = -9223372036854775807 - 1
TWOPI = 2.0 * math.pi
NV_MAGICCONST = 4 * math.exp(-0.5) / math.sqrt(2.0)


def _bit_length(n):
    bits = 0
    while n > 0:
        n >>= 1
        bits += 1
    return bits


class Random:
    """random.Random: a Mersenne Twister of its own."""

    def __init__(self, x=NO_SEED):
        self.mt = [0] * N
        self.index = N + 1
        self.gauss_next = 0.0
        self.has_gauss_next = False
        self.seed(x)

    # --- the generator (Modules/_randommodule.c) ----------------------------------------

    def _init_genrand(self, s):
        mt = self.mt
        mt[0] = s & MASK32
        for i in range(1, N):
            prev = mt[i - 1]
            mt[i] = (1812433253 * (prev ^ (prev >> 30)) + i) & MASK32
        self.index = N

    def _init_by_array(self, key):
        self._init_genrand(19650218)
        mt = self.mt
        keylen = len(key)
        i = 1
        j = 0
        k = N if N > keylen else keylen
        while k > 0:
            prev = mt[i - 1]
            mt[i] = ((mt[i] ^ ((prev ^ (prev >> 30)) * 1664525)) + key[j] + j) & MASK32
            i += 1
            j += 1
            if i >= N:
                mt[0] = mt[N - 1]
                i = 1
            if j >= keylen:
                j = 0
            k -= 1
        k = N - 1
        while k > 0:
            prev = mt[i - 1]
            mt[i] = ((mt[i] ^ ((prev ^ (prev >> 30)) * 1566083941)) - i) & MASK32
            i += 1
            if i >= N:
                mt[0] = mt[N - 1]
                i = 1
            k -= 1
        mt[0] = 0x80000000

    def _generate(self):
        mt = self.mt
        kk = 0
        while kk < N - M:
            y = (mt[kk] & UPPER_MASK) | (mt[kk + 1] & LOWER_MASK)
            mt[kk] = mt[kk + M] ^ (y >> 1) ^ (MATRIX_A if y & 1 else 0)
            kk += 1
        while kk < N - 1:
            y = (mt[kk] & UPPER_MASK) | (mt[kk + 1] & LOWER_MASK)
            mt[kk] = mt[kk + (M - N)] ^ (y >> 1) ^ (MATRIX_A if y & 1 else 0)
            kk += 1
        y = (mt[N - 1] & UPPER_MASK) | (mt[0] & LOWER_MASK)
        mt[N - 1] = mt[M - 1] ^ (y >> 1) ^ (MATRIX_A if y & 1 else 0)
        self.index = 0

    def _genrand_uint32(self):
        if self.index >= N:
            self._generate()
        y = self.mt[self.index]
        self.index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9D2C5680
        y ^= (y << 15) & 0xEFC60000
        y ^= y >> 18
        return y

    def _seed_from_os(self):
        data = os.urandom(N * 4)
        key = [0] * N
        for i in range(N):
            word = 0
            for b in range(4):
                word |= ord(data[i * 4 + b:i * 4 + b + 1]) << (8 * b)
            key[i] = word
        self._init_by_array(key)

    def _seed_int(self, a):
        n = -a if a < 0 else a
        key = []
        while n > 0:
            key.append(n & MASK32)
            n >>= 32
        if len(key) == 0:
            key.append(0)
        self._init_by_array(key)

    # --- Lib/random.py ------------------------------------------------------------------

    def seed(self, a=NO_SEED):
        if a == NO_SEED:
            self._seed_from_os()
        else:
            self._seed_int(a)
        self.has_gauss_next = False

    def random(self):
        a = self._genrand_uint32() >> 5
        b = self._genrand_uint32() >> 6
        return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0)

    def getrandbits(self, k):
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        if k > 63:
            raise OverflowError("getrandbits(k) with k > 63: integers are 64-bit")
        if k == 0:
            return 0
        if k <= 32:
            return self._genrand_uint32() >> (32 - k)
        low = self._genrand_uint32()
        high = self._genrand_uint32() >> (64 - k)
        return low | (high << 32)

    def _randbelow(self, n):
        k = _bit_length(n)
        r = self.getrandbits(k)
        while r >= n:
            r = self.getrandbits(k)
        return r

    def randrange(self, start, stop=NO_SEED, step=1):
        if stop == NO_SEED:
            if step != 1:
                raise TypeError("Missing a non-None stop argument")
            if start > 0:
                return self._randbelow(start)
            raise ValueError("empty range for randrange()")
        width = stop - start
        if step == 1:
            if width > 0:
                return start + self._randbelow(width)
            raise ValueError("empty range for randrange() (%d, %d, %d)" % (start, stop, width))
        if step > 0:
            n = (width + step - 1) // step
        elif step < 0:
            n = (width + step + 1) // step
        else:
            raise ValueError("zero step for randrange()")
        if n <= 0:
            raise ValueError("empty range for randrange()")
        return start + step * self._randbelow(n)

    def randint(self, a, b):
        return self.randrange(a, b + 1)

    @specialize.call_location()
    def choice(self, seq):
        if not len(seq):
            raise IndexError("Cannot choose from an empty sequence")
        i = self._randbelow(len(seq))
        if isinstance(seq, tuple):  # RPython indexes tuples by constants only
            return list(seq)[i]
        return seq[i]

    @specialize.call_location()
    def shuffle(self, x):
        i = len(x) - 1
        while i >= 1:
            j = self._randbelow(i + 1)
            x[i], x[j] = x[j], x[i]
            i -= 1

    @specialize.call_location()
    def sample(self, population, k):
        n = len(population)
        if not 0 <= k <= n:
            raise ValueError("Sample larger than population or is negative")
        result = []
        setsize = 21
        if k > 5:
            # 4 ** ceil(log(k * 3, 4)), math.log(x, base) being log(x) / log(base)
            exponent = int(math.ceil(math.log(k * 3) / math.log(4)))
            power = 1
            for _ in range(exponent):
                power *= 4
            setsize += power
        if n <= setsize:
            pool = list(population)
            for i in range(k):
                j = self._randbelow(n - i)
                result.append(pool[j])
                pool[j] = pool[n - i - 1]
        else:
            selected = {}
            for i in range(k):
                j = self._randbelow(n)
                while j in selected:
                    j = self._randbelow(n)
                selected[j] = True
                if isinstance(population, tuple):
                    result.append(list(population)[j])
                else:
                    result.append(population[j])
        return result

    def uniform(self, a, b):
        return a + (b - a) * self.random()

    def gauss(self, mu=0.0, sigma=1.0):
        if self.has_gauss_next:
            z = self.gauss_next
            self.has_gauss_next = False
        else:
            x2pi = self.random() * TWOPI
            g2rad = math.sqrt(-2.0 * math.log(1.0 - self.random()))
            z = math.cos(x2pi) * g2rad
            self.gauss_next = math.sin(x2pi) * g2rad
            self.has_gauss_next = True
        return mu + z * sigma


    def normalvariate(self, mu=0.0, sigma=1.0):
        # Kinderman and Monahan's ratio of uniforms, as Lib/random.py.
        while True:
            u1 = self.random()
            u2 = 1.0 - self.random()
            z = NV_MAGICCONST * (u1 - 0.5) / u2
            zz = z * z / 4.0
            if zz <= -math.log(u2):
                break
        return mu + z * sigma

    def lognormvariate(self, mu, sigma):
        return math.exp(self.normalvariate(mu, sigma))

    def expovariate(self, lambd):
        return -math.log(1.0 - self.random()) / lambd

    def paretovariate(self, alpha):
        u = 1.0 - self.random()
        return u ** (-1.0 / alpha)

    def weibullvariate(self, alpha, beta):
        u = 1.0 - self.random()
        return alpha * (-math.log(u)) ** (1.0 / beta)

    @specialize.call_location()
    def triangular(self, low=0.0, high=1.0, mode=None):
        u = self.random()
        if high == low:  # CPython's ZeroDivisionError, caught
            return low + 0.0
        if mode is None:
            c = 0.5
        else:
            c = (mode - low) / (high - low)
        if u > c:
            u = 1.0 - u
            c = 1.0 - c
            low, high = high, low
        return low + (high - low) * math.sqrt(u * c)

    @specialize.call_location()
    def choices(self, population, weights=None, cum_weights=None, k=1):
        n = len(population)
        items = list(population)  # RPython indexes tuples by constants only
        result = []
        # Tested on the argument that is known None at each call site (specialised), so
        # that the branches of the other kind are never annotated.
        if weights is not None:
            if cum_weights is not None:
                raise TypeError("Cannot specify both weights and cumulative weights")
            cum = []
            running = 0.0
            for w in weights:
                running += w
                cum.append(running)
        elif cum_weights is not None:
            cum = [w + 0.0 for w in cum_weights]
        else:
            fn = n + 0.0
            for _ in range(k):
                result.append(items[int(math.floor(self.random() * fn))])
            return result
        if len(cum) != n:
            raise ValueError("The number of weights does not match the population")
        total = cum[-1] + 0.0
        if total <= 0.0:
            raise ValueError("Total of weights must be greater than zero")
        if math.isinf(total) or math.isnan(total):
            raise ValueError("Total of weights must be finite")
        hi = n - 1
        for _ in range(k):
            x = self.random() * total
            lo = 0
            top = hi
            while lo < top:  # bisect_right(cum, x, 0, hi)
                mid = (lo + top) // 2
                if x < cum[mid]:
                    top = mid
                else:
                    lo = mid + 1
            result.append(items[lo])
        return result


# The module's functions, bound to one hidden instance as in Lib/random.py. It is seeded
# from the OS when the translated program starts to use it, unless the program seeded
# `random` at import (then the translator copies that state here).
_inst = Random(0)
_inst_seeded = False


def _ready():
    global _inst_seeded
    if not _inst_seeded:
        _inst_seeded = True
        _inst.seed()
    return _inst


def seed(a=NO_SEED):
    global _inst_seeded
    _inst_seeded = True
    _inst.seed(a)


def random():
    return _ready().random()


def getrandbits(k):
    return _ready().getrandbits(k)


def randrange(start, stop=NO_SEED, step=1):
    return _ready().randrange(start, stop, step)


def randint(a, b):
    return _ready().randint(a, b)


@specialize.call_location()
def choice(seq):
    return _ready().choice(seq)


@specialize.call_location()
def shuffle(x):
    _ready().shuffle(x)


@specialize.call_location()
def sample(population, k):
    return _ready().sample(population, k)


def uniform(a, b):
    return _ready().uniform(a, b)


def gauss(mu=0.0, sigma=1.0):
    return _ready().gauss(mu, sigma)


def normalvariate(mu=0.0, sigma=1.0):
    return _ready().normalvariate(mu, sigma)


def lognormvariate(mu, sigma):
    return _ready().lognormvariate(mu, sigma)


def expovariate(lambd):
    return _ready().expovariate(lambd)


def paretovariate(alpha):
    return _ready().paretovariate(alpha)


def weibullvariate(alpha, beta):
    return _ready().weibullvariate(alpha, beta)


@specialize.call_location()
def triangular(low=0.0, high=1.0, mode=None):
    return _ready().triangular(low, high, mode)


@specialize.call_location()
def choices(population, weights=None, cum_weights=None, k=1):
    return _ready().choices(population, weights, cum_weights, k)
