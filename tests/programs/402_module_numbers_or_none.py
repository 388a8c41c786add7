"""Numbers that may be None in module state and class attributes: a global int set to None by a function, a global float first None, a class attribute None then an int, read through the class and an instance."""
import sys
best = 5
last = None
RATE = 1.5

class Config:
    limit = None
    scale = 2

def update(v):
    global best, last
    if v > 3:
        best = None
    else:
        best = v
    last = v * RATE

def entry_point(argv):
    print(best, last)
    update(2)
    print(best, last)
    update(9)
    print(best, last)
    print(Config.limit)
    Config.limit = 10
    print(Config.limit, Config.limit + Config.scale)
    c = Config()
    print(c.limit)
    return 0

if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
