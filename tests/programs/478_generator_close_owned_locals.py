"""A generator object held by a local variable that only next(), close(), for loops
and builtins reading it use (nothing else can hold it) is closed where CPython's
refcounting drops it: when the variable is rebound or deleted (also in a loop, bound on
its first round or not), or when the function returns (before the caller sees its
value, locals in order; a local bound on one branch only, if bound). A loop over such a
variable (or over enumerate() of it) does not close it at a break (the variable still
holds it). A generator
returned or stored elsewhere is not closed by the function it was made in."""


def counted(name, n):
    print("  start", name)
    try:
        for i in range(n):
            print("  yield", name, i)
            yield i
        print("  end", name)
    finally:
        print("  finally", name)


def partial(n):
    g = counted("partial", n)
    print("  first", next(g))
    print("  second", next(g))
    print("  returning")
    return n * 2


def rebinding(n):
    g = counted("one", n)
    print("  got", next(g))
    g = counted("two", n)
    print("  rebound")
    print("  got", next(g), next(g))
    del g
    print("  deleted")
    return 0


def loop_over_variable(n):
    g = counted("loop", n)
    for x in g:
        print("  x", x)
        if x == 1:
            break
    print("  after the break, still alive")
    print("  resumed", next(g))
    print("  and with a default", next(g, -1))
    return 1


def handed_out(n):
    g = counted("handed out", n)
    print("  made", next(g))
    return g


def two_locals(n):
    first = counted("first", n)
    second = counted("second", n)
    print("  values", next(second), next(first))
    print("  two_locals returns")
    return 2


def drained(n):
    g = counted("drained", n)
    total = sum(g)
    print("  sum", total)
    return total


def early_close(n):
    g = counted("early", n)
    print("  got", next(g))
    g.close()
    print("  closed by hand; returning")
    return 3


def branches(n, which):
    g = counted("branch%d" % which, n)
    if which == 1:
        print("  branch one", next(g))
        return 1
    print("  branch two", next(g), next(g))
    return 2


def enumerated_local(n):
    g = counted("enumerated", n)
    for i, x in enumerate(g):
        if i == 1:
            break
    print("  still open:", next(g))
    return 7


def rebound_in_a_loop(n):
    for k in range(3):
        g = counted("looped%d" % k, n)
        print("  got", next(g))
    print("  loop over")
    return 4


def bound_on_one_branch(n, flag):
    if flag:
        g = counted("branch only", n)
        print("  got", next(g))
    print("  returning", flag)
    return 5


def while_with_continue(n):
    k = 0
    while k < 3:
        g = counted("while%d" % k, n)
        if k == 1:
            print("  skip", next(g))
            k += 1
            continue
        print("  got", next(g), next(g))
        k += 1
    return 6


def entry_point(argv):
    n = len(argv) + 3
    print("partial ->", partial(n))
    print("rebinding ->", rebinding(n))
    print("loop over a variable ->", loop_over_variable(n))
    h = handed_out(n)
    print("caller resumes", next(h))
    h.close()
    print("two_locals ->", two_locals(n))
    print("drained ->", drained(n))
    print("early_close ->", early_close(n))
    print("branches ->", branches(n, 1))
    print("branches ->", branches(n, 2))
    print("rebound_in_a_loop ->", rebound_in_a_loop(n))
    print("bound_on_one_branch ->", bound_on_one_branch(n, True))
    print("bound_on_one_branch ->", bound_on_one_branch(n, False))
    print("while_with_continue ->", while_with_continue(n))
    print("enumerated_local ->", enumerated_local(n))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
