"""The random module with integer seeds: seed, random, getrandbits, randint, randrange (one, two and three arguments, negative steps), choice (str, list, tuple, range), shuffle, uniform, sample (small and large populations), gauss, module functions imported by name, random.Random instances, reseeding and CPython's error messages"""

import random
from random import randint, shuffle, choice


class Card:
    def __init__(self, rank, suit):
        self.rank = rank
        self.suit = suit

    def __repr__(self):
        return "%s%s" % (self.rank, self.suit)


def dice_game(rng, rounds):
    wins = [0, 0]
    for r in range(rounds):
        a = rng.randint(1, 6) + rng.randint(1, 6)
        b = rng.randint(1, 6) + rng.randint(1, 6)
        if a > b:
            wins[0] += 1
        elif b > a:
            wins[1] += 1
    return wins


def walk(steps):
    x = 0
    y = 0
    for i in range(steps):
        d = random.randrange(4)
        if d == 0:
            x += 1
        elif d == 1:
            x -= 1
        elif d == 2:
            y += 1
        else:
            y -= 1
    return x, y


def errors():
    tries = 0
    for which in range(7):
        try:
            if which == 0:
                random.randrange(0)
            elif which == 1:
                random.randrange(5, 5)
            elif which == 2:
                random.randrange(0, 10, 0)
            elif which == 3:
                random.randint(5, 1)
            elif which == 4:
                random.choice(list(range(which - 4)))
            elif which == 5:
                random.sample(range(3), 4)
            else:
                random.getrandbits(-1)
        except ValueError as e:
            print("  ValueError:", e)
        except IndexError as e:
            print("  IndexError:", e)
        tries += 1
    return tries


def entry_point(argv):
    for s in [0, 1, 42, -42, 123456789, 2**32 + 7, 2**62]:
        random.seed(s)
        print("seed", s, random.random(), random.random(), random.getrandbits(32))
    random.seed(2024)
    print([random.randint(1, 6) for i in range(12)])
    print([randint(-100, 100) for i in range(6)])
    print(random.randrange(10), random.randrange(5, 15), random.randrange(0, 100, 7),
          random.randrange(100, 0, -9), random.randrange(-50, -10, 3))
    print([random.getrandbits(k) for k in [0, 1, 7, 31, 32, 33, 48, 63]])
    print(choice("abcdefghij"), random.choice(["red", "green", "blue"]),
          random.choice((10, 20, 30)), random.choice(range(100, 200, 10)))
    numbers = list(range(15))
    shuffle(numbers)
    print(numbers)
    words = ["ant", "bee", "cat", "dog", "eel", "fox"]
    random.shuffle(words)
    print(words)
    print(random.uniform(1.0, 2.0), random.uniform(10, 20), random.uniform(5.0, -5.0))
    print(random.sample(range(10), 4), random.sample(range(100000), 8))
    print(random.sample("abcdefgh", 3), random.sample(words, 6))
    print(random.gauss(0.0, 1.0), random.gauss(10.0, 2.5), random.gauss(0.0, 1.0))
    deck = []
    for suit in "SHDC":
        for rank in "A23456789TJQK":
            deck.append(Card(rank, suit))
    random.shuffle(deck)
    print(deck[:8])
    print(random.sample(deck, 5))
    print("walk:", walk(1000))
    rng = random.Random(99)
    other = random.Random(99)
    print(rng.random() == other.random(), rng.randint(1, 1000), other.randint(1, 1000))
    print("dice:", dice_game(rng, 2000), dice_game(random.Random(7), 500))
    print(rng.choice("xyz"), rng.sample(range(50), 3), rng.uniform(0.0, 0.5), rng.gauss(1.0, 0.1))
    items = [1.5, 2.5, 3.5, 4.5]
    rng.shuffle(items)
    print(items, rng.getrandbits(20), rng.randrange(3, 300, 3))
    rng.seed(5)
    first = [rng.random() for i in range(3)]
    rng.seed(5)
    print(first == [rng.random() for i in range(3)])
    random.seed(77)
    total = 0
    for i in range(100000):
        total += random.randint(1, 6)
    print("sum of 100000 dice:", total)
    print("errors:", errors())
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
