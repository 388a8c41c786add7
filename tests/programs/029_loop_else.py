"""for/while with break, continue and else clauses; nested loops with flags."""


def find_first(lst, target):
    for i, v in enumerate(lst):
        if v == target:
            print("found", target, "at", i)
            break
    else:
        print(target, "not found")


def is_prime(n):
    if n < 2:
        return False
    d = 2
    while d * d <= n:
        if n % d == 0:
            break
        d += 1
    else:
        return True
    return False


def entry_point(argv):
    data = [4, 8, 15, 16, 23, 42]
    find_first(data, 15)
    find_first(data, 7)
    print([n for n in range(30) if is_prime(n)])
    odd_sum = 0
    for n in range(20):
        if n % 2 == 0:
            continue
        if n > 15:
            break
        odd_sum += n
    print("odd sum", odd_sum)
    for i in range(3):
        for j in range(3):
            if j == 2:
                break
            if i == j:
                continue
            print("pair", i, j)
    else:
        print("outer loop finished")
    k = 0
    while k < 3:
        k += 1
    else:
        print("while else, k =", k)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
