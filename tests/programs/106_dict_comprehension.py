"""Dict comprehensions and building dicts from zipped lists, inverting and filtering."""


def entry_point(argv):
    squares = {n: n * n for n in range(8)}
    print(squares)
    odd = {k: v for k, v in squares.items() if k % 2 == 1}
    print(odd)
    names = ["ann", "bob", "cy"]
    ages = [31, 25, 47]
    people = {n: a for n, a in zip(names, ages)}
    print(people)
    by_age = {a: n for n, a in people.items()}
    print(by_age, sorted(by_age.keys()))
    lengths = {w: len(w) for w in "to be or not to be".split()}
    print(lengths)
    upper = {k.upper(): v + 1 for k, v in people.items() if v > 30}
    print(upper)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
