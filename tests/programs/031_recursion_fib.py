"""Recursion: naive Fibonacci, memoised Fibonacci with a list, factorial, recursive digit sums."""


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def fib_memo(n, memo):
    if memo[n] >= 0:
        return memo[n]
    r = fib_memo(n - 1, memo) + fib_memo(n - 2, memo)
    memo[n] = r
    return r


def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)


def sum_digits_rec(n):
    if n < 10:
        return n
    return n % 10 + sum_digits_rec(n // 10)


def entry_point(argv):
    print([fib(i) for i in range(15)])
    print("fib(22) =", fib(22))
    memo = [-1] * 91
    memo[0] = 0
    memo[1] = 1
    print("fib(90) =", fib_memo(90, memo))
    for k in [0, 1, 5, 10, 20]:
        print("%d! = %d" % (k, fact(k)))
    print(sum_digits_rec(fact(20)))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
