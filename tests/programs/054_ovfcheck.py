"""rlib.rarithmetic.ovfcheck: catching signed overflow of +, -, * as OverflowError."""
from rlib.rarithmetic import ovfcheck


def checked_factorial(n):
    result = 1
    for i in range(2, n + 1):
        try:
            result = ovfcheck(result * i)
        except OverflowError:
            return -i
    return result


def checked_sum(values):
    total = 0
    for v in values:
        try:
            total = ovfcheck(total + v)
        except OverflowError:
            print("overflow adding", v)
            return 0
    return total


def checked_power(base, exp):
    r = 1
    for i in range(exp):
        try:
            r = ovfcheck(r * base)
        except OverflowError:
            return -1
    return r


def entry_point(argv):
    for n in [5, 20, 21, 25]:
        print(n, checked_factorial(n))
    big = 9223372036854775807
    print(checked_sum([1, 2, 3]), checked_sum([big - 10, 5, 5, 1]))
    print(checked_power(2, 62), checked_power(2, 63), checked_power(-2, 63), checked_power(3, 39), checked_power(3, 40))
    small = -big - len(argv)
    try:
        x = ovfcheck(small - 1)
        print("no overflow", x)
    except OverflowError:
        print("subtraction overflowed")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
