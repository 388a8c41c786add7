# expect: a class deriving from a builtin type such as dict, list, set or str is not supported
class Registry(dict):
    def register(self, name, value):
        self[name] = value


def entry_point(argv):
    r = Registry()
    r.register("a", 1)
    print(r["a"], len(r))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
