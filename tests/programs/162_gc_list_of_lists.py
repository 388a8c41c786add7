"""Lists of lists resized (appends, pops, slices, extends) while collections happen:
the items arrays are reallocated and the old ones become garbage."""


def grid(n):
    rows = []
    for i in range(n):
        row = []
        for j in range(n):
            row.append(i * n + j)
        rows.append(row)
    return rows


def entry_point(argv):
    rows = []
    for step in range(3000):
        if step % 7 == 3 and rows:
            rows.pop(0)
        row = [step] * (step % 13)
        row.extend([step + 1, step + 2])
        rows.append(row)
        if step % 100 == 0:
            rows = rows[len(rows) // 2:]
        garbage = grid(5)
        garbage[2].append(step)
    print(len(rows), sum([len(r) for r in rows]), rows[-1])
    nested = [[[i, j] for j in range(30)] for i in range(30)]
    for k in range(50):
        for r in nested:
            r.append([k, k])
            r.pop(0)
    print(len(nested), nested[5][5], nested[29][-1])
    words = [[str(i) for i in range(j)] for j in range(200)]
    print(sum([len(w) for w in words]), ",".join(words[12]))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
