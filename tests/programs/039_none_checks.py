"""None with instances, strings and lists: optional attributes, is None / is not None, defaults."""


class Person:
    def __init__(self, name, boss):
        self.name = name
        self.boss = boss
        self.nickname = None

    def chain(self):
        names = [self.name]
        b = self.boss
        while b is not None:
            names.append(b.name)
            b = b.boss
        return " -> ".join(names)


def find(people, name):
    for p in people:
        if p.name == name:
            return p
    return None


def lookup_label(labels, i):
    if 0 <= i < len(labels):
        return labels[i]
    return None


def maybe_list(n):
    if n < 0:
        return None
    return [n] * n


def entry_point(argv):
    ceo = Person("ceo", None)
    cto = Person("cto", ceo)
    dev = Person("dev", cto)
    dev.nickname = "coder"
    people = [ceo, cto, dev]
    print(dev.chain())
    for p in people:
        nick = p.nickname
        if nick is None:
            print(p.name, "has no nickname")
        else:
            print(p.name, "is called", nick, len(nick))
    for name in ["cto", "intern"]:
        found = find(people, name)
        if found is None:
            print(name, "not found")
        else:
            print(name, "found, boss is", found.boss.name if found.boss is not None else "-")
    labels = ["zero", "one"]
    for i in [0, 1, 5]:
        lab = lookup_label(labels, i)
        print(i, lab if lab is not None else "<none>", lab is None)
    for n in [-1, 0, 3]:
        lst = maybe_list(n)
        if lst is None:
            print(n, "gave None")
        else:
            print(n, "gave", lst)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
