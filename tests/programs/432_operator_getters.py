"""operator.itemgetter (one index, several, of tuples of mixed types, lists, strs and dict items), attrgetter (one and several names) and methodcaller (with and without arguments) as key= of sorted/list.sort/min/max, in map(), called directly, held in variables and lists."""
import sys
from operator import itemgetter, attrgetter, methodcaller
import operator


class Player:
    def __init__(self, name, score, level):
        self.name = name
        self.score = score
        self.level = level

    def rank(self, bonus):
        return self.score + bonus


def entry_point(argv):
    pairs = [("b", 3), ("a", 3), ("c", 1), ("d", 7)]
    print(sorted(pairs, key=itemgetter(1)))
    print(sorted(pairs, key=itemgetter(0), reverse=True))
    print(max(pairs, key=itemgetter(1)), min(pairs, key=operator.itemgetter(1)))
    print(sorted(pairs, key=itemgetter(1, 0)))
    second = itemgetter(1)
    print([second(p) for p in pairs], second("xyz"))
    counts = {"x": 2, "y": 9, "z": 4}
    print(sorted(counts.items(), key=itemgetter(1), reverse=True))
    rows = [[3, 1, 2], [1, 2, 3], [2, 3, 1]]
    rows.sort(key=itemgetter(2))
    print(rows)
    players = [Player("ann", 10, 2), Player("bob", 7, 5), Player("cy", 10, 1)]
    for p in sorted(players, key=attrgetter("score", "name")):
        print(p.name, p.score)
    by_level = attrgetter("level")
    print([by_level(p) for p in players], max(players, key=by_level).name)
    words = ["  Hello ", "world  ", " x"]
    print(list(map(methodcaller("strip"), words)))
    print([methodcaller("rank", 5)(p) for p in players])
    print(list(map(methodcaller("replace", "l", "L"), words)))
    print(sorted(["b", "A", "c"], key=methodcaller("lower")))
    rows = [[3, 1, 2, 5], [1, 2, 3, 4], [2, 3, 1, 6]]
    for g in [itemgetter(3), itemgetter(2)]:
        print(sorted(rows, key=g))
    col = itemgetter(3) if len(argv) > 5 else itemgetter(2)
    print(col(rows[0]))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
