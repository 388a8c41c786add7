"""list.sort() and sorted() with key= (a lambda, a nested function, a closure, a module
function, a bound method, len, abs, str.lower's equivalent) and reverse=: stable as
CPython's sort, also with reverse=True; the key called once per item, in order; sorting
strs, floats, instances and tuples by a key; an empty list and one item."""


class Task(object):
    def __init__(self, name, priority, cost):
        self.name = name
        self.priority = priority
        self.cost = cost

    def __repr__(self):
        return "Task(%s, %d, %.1f)" % (self.name, self.priority, self.cost)


class Ranker(object):
    def __init__(self, weight):
        self.weight = weight

    def score(self, task):
        return task.priority * self.weight - task.cost


def by_cost(task):
    return task.cost


def second(pair):
    return pair[1]


calls = []


def noisy_len(word):
    calls.append(word)
    return len(word)


def lower(word):
    return word.lower()


def entry_point(argv):
    words = ["pear", "Fig", "apple", "kiwi", "Banana", "date", "fig", "Cherry"]
    print(sorted(words))
    print(sorted(words, key=len))
    print(sorted(words, key=len, reverse=True))
    print(sorted(words, key=lower))
    print(sorted(words, key=lambda w: (w[-1])))
    copy = list(words)
    copy.sort(key=len)
    print(copy)
    copy.sort(key=lower, reverse=True)
    print(copy)
    copy.sort(key=noisy_len)
    print(copy, calls)
    nums = [5, -3, 2, -8, 7, 0, -1, 3, -5]
    print(sorted(nums, key=abs), sorted(nums, key=abs, reverse=True))
    print(sorted(nums, key=lambda x: x % 3))
    floats = [2.5, -0.5, 1.25, -3.75, 0.0]
    print(sorted(floats, key=lambda f: f * f))
    pairs = [("x", 3), ("y", 1), ("z", 3), ("w", 2), ("v", 1)]
    pairs.sort(key=second)
    print(pairs)
    pairs.sort(key=second, reverse=True)
    print(pairs)
    tasks = [Task("build", 2, 3.5), Task("test", 3, 1.0), Task("lint", 1, 0.5),
             Task("docs", 2, 2.0), Task("ship", 3, 4.0)]
    print(sorted(tasks, key=by_cost))
    print(sorted(tasks, key=lambda t: t.priority, reverse=True))
    ranker = Ranker(2)
    print([t.name for t in sorted(tasks, key=ranker.score)])
    heavy = Ranker(10)
    tasks.sort(key=heavy.score, reverse=True)
    print([t.name for t in tasks])
    limit = 2
    def over_limit(t):
        return t.priority > limit
    print([t.name for t in sorted(tasks, key=over_limit)])
    limit = 1
    print([t.name for t in sorted(tasks, key=over_limit)])
    empty = [w for w in words if len(w) > 10]
    print(sorted(empty, key=len), sorted(["solo"], key=len))
    empty.sort(key=len, reverse=True)
    print(empty)
    print(sorted("hello world", key=lambda ch: ch == "o"))
    flags = [True, False, True, False]
    print(sorted(range(4), key=lambda i: flags[i]))
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
