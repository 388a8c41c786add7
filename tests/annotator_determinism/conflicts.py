class A:
    def __init__(self):
        self.x = 1

def f(flag):
    a = A()
    if flag:
        a.x = "oops"
    return a.x

def g(n):
    if n:
        v = 1
    else:
        v = "s"
    return v

def entry_point(argv):
    print(f(len(argv) > 1))
    print(g(len(argv)))
    return 0
