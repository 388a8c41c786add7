"""try/except/else/finally ordering, finally on return and on exception, nested handlers."""


class Oops(Exception):
    pass


def step(log, n):
    try:
        log.append("try %d" % n)
        if n % 2 == 1:
            raise Oops()
        log.append("no error")
    except Oops:
        log.append("except")
    else:
        log.append("else")
    finally:
        log.append("finally")
    return len(log)


def early_return(log, flag):
    try:
        if flag:
            return "early"
        log.append("body done")
    finally:
        log.append("cleanup")
    return "late"


def nested(log):
    try:
        try:
            raise Oops()
        finally:
            log.append("inner finally")
    except Oops:
        log.append("outer caught")


def entry_point(argv):
    log = []
    step(log, 0)
    step(log, 1)
    print(log)
    log2 = []
    print(early_return(log2, True), early_return(log2, False), log2)
    log3 = []
    nested(log3)
    print(log3)
    count = 0
    for i in range(5):
        try:
            if i == 3:
                continue
            count += 1
        finally:
            count += 10
    print("count", count)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
