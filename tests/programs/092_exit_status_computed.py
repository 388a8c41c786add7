"""The exit status is computed: a checksum of the work done, reduced modulo 256 (here 42)."""


def work():
    acc = 0
    for i in range(1, 1000):
        if i % 3 == 0 or i % 5 == 0:
            acc += i
    return acc


def entry_point(argv):
    total = work()
    print("sum of multiples of 3 or 5 below 1000:", total)
    status = (total + 90) % 256
    print("exit status", status)
    return status


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
